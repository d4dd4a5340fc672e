import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { AppError } from '../../platform/http/app-error';

/** serialization_failure and deadlock_detected: the transaction did nothing and may simply run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/**
 * Runs `work` in a transaction and runs it again, after a short random pause, when PostgreSQL aborted it as a
 * serialisation failure or a deadlock victim, so the client never sees either. Ledger writes lock rows in one
 * order and should not deadlock among themselves; a caller's own rows may still do so. `work` must therefore be
 * safe to repeat: it may only write through `trx`.
 */
export function moneyTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return repeatedOnConflict(() => db.transaction().execute(work));
}

/**
 * `work` that writes in one statement, which is atomic by itself: no begin and commit round trips around it,
 * repeated like a transaction.
 */
export function moneyStatement<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return repeatedOnConflict(() => work(db));
}

async function repeatedOnConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_ATTEMPTS)
        throw new AppError('CONFLICT', 'The operation met concurrent changes; retry it');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));
    }
  }
}
