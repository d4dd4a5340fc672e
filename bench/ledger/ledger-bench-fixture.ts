import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { LedgerRepository } from '../../apps/server/src/modules/wallet/ledger/ledger.repository';
import { LedgerService } from '../../apps/server/src/modules/wallet/ledger/ledger.service';
import { PendingTransfersRepository } from '../../apps/server/src/modules/wallet/ledger/pending-transfers.repository';
import { systemClock } from '../../apps/server/src/platform/clock';

export interface BenchLedger {
  readonly ledger: LedgerService;
  readonly houseId: number;
  readonly walletIds: readonly number[];
}

/**
 * Players with a USD wallet each, funded through the ledger with far more than the bench can spend, and the
 * house's adjustments account the debits go to. The database must be migrated and otherwise empty.
 */
export async function prepareLedger(db: Kysely<Database>, wallets: number): Promise<BenchLedger> {
  const repository = new LedgerRepository();
  const ledger = new LedgerService(repository, new PendingTransfersRepository(), systemClock);
  await repository.ensureHouseAccounts(
    db,
    [{ kind: 'adjustments', currency: 'USD', currencyId: null, scale: 2 }],
    new Date(),
  );
  await ledger.loadHouseAccounts(db);
  const houseId = ledger.houseAccountId('adjustments', 'USD');
  await sql`insert into users (email, password_hash, created_at, updated_at)
    select 'bench-' || n || '@bench.local', 'x', now(), now() from generate_series(1, ${wallets}) as n`.execute(
    db,
  );
  const rows = await sql<{ id: number }>`
    insert into ledger_accounts (kind, user_id, currency, scale, floor_zero, tracks_balance, created_at)
    select 'wallet', id, 'USD', 2, true, true, now() from users where email like 'bench-%'
    returning id`.execute(db);
  const walletIds = rows.rows.map((r) => r.id);
  for (const accountId of walletIds) {
    await db.transaction().execute((trx) =>
      ledger.post(trx, {
        kind: 'adjustment.credit',
        postings: [
          { accountId: houseId, amountMinor: -1_000_000_000n },
          { accountId, amountMinor: 1_000_000_000n },
        ],
      }),
    );
  }
  return { ledger, houseId, walletIds };
}
