import type { Kysely } from 'kysely';
import {
  coefficientRate,
  conversionPostings,
  convertDownMinor,
} from '@sportsbook/core/ledger/ledger-conversion';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import type { CurrencyBook } from '../currency-book';
import type { LedgerService } from '../ledger/ledger.service';

/**
 * Moves money between two of a player's currency accounts at the operator's coefficients, truncating the
 * converted amount to the target's minor unit (see convertDownMinor): the house's exchange accounts take the
 * source amount and pay the converted one, so each currency sums to zero.
 */
export class ConversionService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly currencies: CurrencyBook,
  ) {}

  async convert(
    trx: Kysely<Database>,
    input: { userId: number; fromAccountId: number; toAccountId: number; amountMinor: bigint },
  ): Promise<{ transactionId: bigint; convertedMinor: bigint }> {
    const metas = await this.ledger.metas(trx, [input.fromAccountId, input.toAccountId]);
    const [from, to] = [metas.get(input.fromAccountId)!, metas.get(input.toAccountId)!];
    for (const account of [from, to]) {
      if (account.kind !== 'wallet' || account.userId !== input.userId)
        throw new AppError('NOT_FOUND', 'No such account');
    }
    const source = this.currencies.findByCode(from.currency);
    const target = this.currencies.findByCode(to.currency);
    if (from.currency === to.currency || !source?.coefficient || !target?.coefficient) {
      throw AppError.validation(
        { account_id: ['validation_invalid_value'] },
        'These accounts cannot be converted',
      );
    }
    if (input.amountMinor <= 0n) throw AppError.validation({ amount: ['validation_min_value'] });
    const convertedMinor = convertDownMinor(
      input.amountMinor,
      { code: from.currency, scale: from.scale },
      { code: to.currency, scale: to.scale },
      coefficientRate(source.coefficient, target.coefficient),
    );
    if (convertedMinor === 0n)
      throw AppError.validation({ amount: ['validation_min_value'] }, 'The amount converts to nothing');
    const { transactionId } = await this.ledger.post(trx, {
      kind: 'conversion',
      reference: `user:${input.userId}`,
      postings: conversionPostings({
        from: { accountId: from.id, currency: from.currency },
        fromExchange: {
          accountId: this.ledger.houseAccountId('exchange', from.currency),
          currency: from.currency,
        },
        toExchange: { accountId: this.ledger.houseAccountId('exchange', to.currency), currency: to.currency },
        to: { accountId: to.id, currency: to.currency },
        amountMinor: input.amountMinor,
        convertedMinor,
      }),
    });
    return { transactionId, convertedMinor };
  }
}
