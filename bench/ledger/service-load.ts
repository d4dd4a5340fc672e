import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import { moneyTransaction } from '../../apps/server/src/modules/wallet/money-transaction';
import type { BenchLedger } from './ledger-bench-fixture';

/**
 * Debits of one minor unit from random wallets to the house, each its own transaction, through the wallet's
 * service exactly as a route would run it (moneyTransaction + LedgerService.post), from `workers` loops at once.
 * Answers debits per second.
 */
export async function runServiceLoad(
  db: Kysely<Database>,
  bench: BenchLedger,
  options: { workers: number; seconds: number },
): Promise<number> {
  const { ledger, houseId, walletIds } = bench;
  const endAt = performance.now() + options.seconds * 1000;
  let done = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (performance.now() < endAt) {
        const accountId = walletIds[Math.floor(Math.random() * walletIds.length)]!;
        await moneyTransaction(db, (trx) =>
          ledger.post(trx, {
            kind: 'bench.debit',
            reference: 'bench',
            postings: [
              { accountId, amountMinor: -1n },
              { accountId: houseId, amountMinor: 1n },
            ],
          }),
        );
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - startedAt) / 1000);
}
