import type { ConversionQuote } from '@sportsbook/core/payments/payment.schema';
import { coefficientRate, convertDownMinor } from '@sportsbook/core/ledger/ledger-conversion';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import { MoneyError } from '@sportsbook/core/money/money-error';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../../wallet/money-transaction';
import type { PaymentsDeps } from '../payments-deps';

interface ConvertInput {
  readonly fromAccountId: number;
  readonly toAccountId: number;
  readonly amount: string;
}

interface PricedConversion {
  readonly quote: ConversionQuote;
  readonly amountMinor: bigint;
  readonly targetScale: number;
}

/** The display rate (target units per source unit), eight significant digits. */
function rateText(source: number, target: number): string {
  return Number((target / source).toPrecision(8)).toString();
}

/**
 * Convert account: money between two of the player's currency accounts through the wallet, at the operator's
 * coefficients, truncated to the target's minor unit (WalletService.convert). The quote uses the same rule, so
 * what the page shows is what the player gets, unless the operator changes a rate in between.
 */
export class ConvertService {
  constructor(private readonly deps: PaymentsDeps) {}

  async quote(userId: number, input: ConvertInput): Promise<PricedConversion> {
    const accounts = await this.deps.wallet.walletAccounts(userId);
    const from = accounts.find((a) => a.accountId === input.fromAccountId);
    const to = accounts.find((a) => a.accountId === input.toAccountId);
    if (!from || !to) throw new AppError('NOT_FOUND', 'No such account');
    const [source, target] = await Promise.all([
      this.deps.reference.getCurrency(from.currency),
      this.deps.reference.getCurrency(to.currency),
    ]);
    if (from.currency === to.currency || !source?.coefficient || !target?.coefficient) {
      throw AppError.validation(
        { to_account_id: ['validation_invalid_value'] },
        'These accounts cannot be converted',
      );
    }
    let amountMinor: bigint;
    try {
      amountMinor = parseMoney(input.amount, { code: from.currency, scale: from.scale }).amountMinor;
    } catch (error) {
      if (error instanceof MoneyError) throw AppError.validation({ amount: ['validation_invalid_value'] });
      throw error;
    }
    const converted =
      amountMinor > 0n
        ? convertDownMinor(
            amountMinor,
            { code: from.currency, scale: from.scale },
            { code: to.currency, scale: to.scale },
            coefficientRate(source.coefficient, target.coefficient),
          )
        : 0n;
    if (converted === 0n) throw AppError.validation({ amount: ['validation_min_value'] });
    return {
      amountMinor,
      targetScale: to.scale,
      quote: {
        amount: formatScaled(amountMinor, from.scale),
        currency: from.currency,
        convertedAmount: formatScaled(converted, to.scale),
        convertedCurrency: to.currency,
        rate: rateText(source.coefficient, target.coefficient),
      },
    };
  }

  /** Converts once per `rand`; a repeat answers the first result. Refused (INSUFFICIENT_FUNDS) beyond the balance. */
  async convert(userId: number, input: ConvertInput & { rand: string }) {
    const { deps } = this;
    const { quote, amountMinor, targetScale } = await this.quote(userId, input);
    return moneyTransaction(deps.db, (trx) =>
      deps.idempotency.once(
        trx,
        {
          scope: `payments.convert:${userId}`,
          key: input.rand,
          params: { from: input.fromAccountId, to: input.toAccountId, amountMinor },
        },
        async () => {
          const result = await deps.wallet.convert(trx, {
            userId,
            fromAccountId: input.fromAccountId,
            toAccountId: input.toAccountId,
            amountMinor,
          });
          return {
            quote: { ...quote, convertedAmount: formatScaled(result.convertedMinor, targetScale) },
            transactionId: Number(result.transactionId),
          };
        },
      ),
    );
  }
}
