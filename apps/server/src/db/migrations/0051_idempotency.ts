import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys of money-moving requests: the first response per (scope, key), written in the transaction
 * that moved the money, so a key is stored exactly when its movement is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      scope text not null check (length(scope) between 1 and 100),
      key text not null check (length(key) between 1 and 200),
      fingerprint text not null,
      -- text, not jsonb: a repeat gets the first response byte for byte (jsonb would reorder its keys).
      response text,
      created_at timestamptz not null,
      primary key (scope, key)
    )`.execute(db);
}
