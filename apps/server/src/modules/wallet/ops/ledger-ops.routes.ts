import type { Kysely } from 'kysely';
import { ledgerOpsApi } from '@sportsbook/core/api/routes/ledger-ops.routes';
import { balanceText } from '@sportsbook/core/ledger/balance-display';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import { checkLedger } from '../check/ledger-check';
import type { CurrencyBook } from '../currency-book';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { LedgerRepository } from '../ledger/ledger.repository';
import type { LedgerService } from '../ledger/ledger.service';
import { moneyTransaction } from '../money-transaction';
import type { AdjustmentService } from './adjustment.service';

export interface LedgerOpsDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly ledger: LedgerService;
  readonly repository: LedgerRepository;
  readonly adjustments: AdjustmentService;
  readonly idempotency: IdempotencyService;
  readonly currencies: CurrencyBook;
}

/** The operator's view of the ledger under /ops-api/ledger (bearer OPS_TOKEN, audited by the platform). */
export function registerLedgerOpsRoutes(routes: RouteRegistrar, deps: LedgerOpsDeps): void {
  const { db, ledger, repository } = deps;

  routes.implement(ledgerOpsApi.check, async () => ({ data: await checkLedger(db, deps.clock.now()) }));

  routes.implement(ledgerOpsApi.adjust, async ({ body }) => ({ data: await deps.adjustments.adjust(body) }));

  routes.implement(ledgerOpsApi.reverse, async ({ params, body }) => {
    const request = {
      scope: 'ops.reversal',
      key: body.idempotencyKey,
      params: { id: params.id, reason: body.reason },
    };
    const result = await moneyTransaction(db, (trx) =>
      deps.idempotency.once(trx, request, async () => {
        const { transactionId } = await ledger.reverse(trx, {
          transactionId: BigInt(params.id),
          memo: body.reason,
        });
        return { transactionId: Number(transactionId), reversesId: params.id };
      }),
    );
    return { data: result };
  });

  routes.implement(ledgerOpsApi.transaction, async ({ params }) => {
    const id = BigInt(params.id);
    const row = await repository.transaction(db, id);
    if (!row) throw new AppError('NOT_FOUND', `Unknown ledger transaction ${params.id}`);
    const postings = await repository.postingsOf(db, id);
    return {
      data: {
        id: Number(row.id),
        kind: row.kind,
        reference: row.reference,
        memo: row.memo,
        reversesId: row.reverses_id === null ? null : Number(row.reverses_id),
        reversedById: row.reversed_by_id === null ? null : Number(row.reversed_by_id),
        createdAt: row.created_at.toISOString(),
        postings: postings.map((p) => ({
          accountId: p.accountId,
          currency: p.currency,
          amountMinor: p.amountMinor.toString(),
        })),
      },
    };
  });

  routes.implement(ledgerOpsApi.accounts, async ({ query }) => {
    const rows = await repository.accountsOfUser(db, query.userId);
    return {
      data: {
        accounts: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          userId: row.user_id,
          currency: row.currency,
          balanceMinor: row.balance.toString(),
          reservedMinor: row.reserved.toString(),
          balance: balanceText(row.balance, {
            code: row.currency,
            scale: row.scale,
            isCrypto: deps.currencies.findByCode(row.currency)?.isCrypto ?? false,
          }),
          closed: row.closed_at !== null,
        })),
      },
    };
  });
}
