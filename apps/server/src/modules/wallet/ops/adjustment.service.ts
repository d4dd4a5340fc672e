import type { Kysely } from 'kysely';
import { balanceText } from '@sportsbook/core/ledger/balance-display';
import { transferPostings } from '@sportsbook/core/ledger/posting';
import { parseDecimalText } from '@sportsbook/core/money/decimal-text';
import { MoneyError } from '@sportsbook/core/money/money-error';
import { parseMoney } from '@sportsbook/core/money/parse-money';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import type { CurrencyAccountsService } from '../accounts/currency-accounts.service';
import type { CurrencyBook } from '../currency-book';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { LedgerService } from '../ledger/ledger.service';
import { moneyTransaction } from '../money-transaction';

export interface AdjustmentInput {
  readonly userId: number;
  /** The player's account in this currency; the active account when absent. */
  readonly currencyId?: number;
  readonly direction: 'credit' | 'debit';
  /** Major units as decimal text (`"25.50"`). */
  readonly amount: string;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export interface MovementResult {
  readonly transactionId: number;
  readonly accountId: number;
  readonly currency: string;
  /** What the account can spend after the movement, as displayed. */
  readonly balance: string;
  readonly balanceMinor: string;
}

/** `10.50` and `10.5` ask for the same amount, so they must not count as different parameters. */
function canonicalAmount(text: string): string {
  const decimal = parseDecimalText(text);
  if (!decimal) throw AppError.validation({ amount: ['validation_invalid_format'] });
  let { digits, scale } = decimal;
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  return `${digits}e-${scale}`;
}

/**
 * Operator credits and debits of a player's currency account, against the house's adjustments account of the
 * currency. Idempotent by key, so a retried operator call (or the demo seed at every start) moves money once.
 */
export class AdjustmentService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      ledger: LedgerService;
      accounts: CurrencyAccountsService;
      currencies: CurrencyBook;
      idempotency: IdempotencyService;
    },
  ) {}

  adjust(input: AdjustmentInput): Promise<MovementResult> {
    const { idempotencyKey, ...params } = input;
    const request = {
      scope: 'ops.adjustment',
      key: idempotencyKey,
      params: { ...params, amount: canonicalAmount(params.amount) },
    };
    return moneyTransaction(this.deps.db, (trx) =>
      this.deps.idempotency.once(trx, request, () => this.move(trx, input)),
    );
  }

  private async move(trx: Kysely<Database>, input: AdjustmentInput): Promise<MovementResult> {
    const { ledger, accounts, currencies } = this.deps;
    const account =
      input.currencyId === undefined
        ? await accounts.activeAccount(input.userId, trx)
        : await accounts.walletAccount(trx, input.userId, input.currencyId);
    if (!account) throw new AppError('NOT_FOUND', 'The player has no open account in this currency');
    const amountMinor = toMinor(input.amount, account);
    const house = {
      accountId: ledger.houseAccountId('adjustments', account.currency),
      currency: account.currency,
    };
    const wallet = { accountId: account.accountId, currency: account.currency };
    const { transactionId } = await ledger.post(trx, {
      kind: `adjustment.${input.direction}`,
      reference: `user:${input.userId}`,
      memo: input.reason,
      postings:
        input.direction === 'credit'
          ? transferPostings(house, wallet, amountMinor)
          : transferPostings(wallet, house, amountMinor),
    });
    const { availableMinor } = await ledger.balanceOf(trx, wallet.accountId);
    const isCrypto = currencies.findByCode(account.currency)?.isCrypto ?? false;
    return {
      transactionId: Number(transactionId),
      accountId: wallet.accountId,
      currency: account.currency,
      balance: balanceText(availableMinor, { code: account.currency, scale: account.scale, isCrypto }),
      balanceMinor: availableMinor.toString(),
    };
  }
}

function toMinor(amount: string, account: { currency: string; scale: number }): bigint {
  try {
    const { amountMinor } = parseMoney(amount, { code: account.currency, scale: account.scale });
    if (amountMinor > 0n) return amountMinor;
  } catch (error) {
    if (!(error instanceof MoneyError)) throw error;
  }
  throw AppError.validation(
    { amount: ['validation_invalid_value'] },
    `Not a positive ${account.currency} amount: ${amount}`,
  );
}
