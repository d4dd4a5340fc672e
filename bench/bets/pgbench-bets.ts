import type { RecordedQuery } from './sql-recorder';

/** What varies between bets in pgbench: the player (their ids are consecutive), the session, the betGUID. */
export interface PgbenchIds {
  readonly userIds: readonly number[];
  readonly accountIds: readonly number[];
  /** The recorded bet's own values, replaced by pgbench variables. */
  readonly sample: { readonly userId: number; readonly accountId: number; readonly betGuid: string };
}

function consecutive(ids: readonly number[], what: string): number {
  if (ids.some((id, i) => id !== ids[0]! + i)) throw new Error(`pgbench needs consecutive ${what}`);
  return ids[0]!;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return 'now()';
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  // An escape string with its colons as \x3a: pgbench would read ":name" inside a literal as a variable.
  const escaped = String(value).replaceAll('\\', '\\\\').replaceAll("'", "''").replaceAll(':', '\\x3a');
  return `E'${escaped}'`;
}

/**
 * The recorded statements of one bet as a pgbench script: the same text, parameters written as literals,
 * except the player (a random one of the bench's), their session (looked up by user id, since pgbench cannot
 * hash a token) and the betGUID (random), so every transaction is a new bet of some player.
 */
export function pgbenchScript(queries: readonly RecordedQuery[], ids: PgbenchIds): string {
  const firstUser = consecutive(ids.userIds, 'user ids');
  const firstAccount = consecutive(ids.accountIds, 'account ids');
  const render = (query: RecordedQuery) =>
    query.text.replace(/\$(\d+)/g, (_match, index: string) => {
      const value = query.values[Number(index) - 1];
      if (value === ids.sample.userId) return ':user';
      if (value === ids.sample.accountId) return ':account';
      if (value === ids.sample.betGuid) return 'md5(random()::text)';
      if (typeof value === 'string' && value.includes(`"bet_guid":"${ids.sample.betGuid}"`))
        // The bet as JSON (bet_accept's argument): the same, for the player and with the betGUID of this run.
        return `(${literal(value)}::jsonb || jsonb_build_object('user_id', :user::int, 'account_id', :account::int, 'wallet_account_id', :account::int, 'bet_guid', md5(random()::text)))`;
      if (typeof value === 'string' && /^[0-9a-f]{64}$/.test(value))
        return '(select token_hash from sessions where user_id = :user limit 1)';
      if (Array.isArray(value) && value.includes(ids.sample.accountId))
        return `ARRAY[${value.map((v) => (v === ids.sample.accountId ? ':account' : literal(v))).join(', ')}]`;
      return literal(value);
    });
  return [
    `\\set n random(0, ${ids.userIds.length - 1})`,
    `\\set user ${firstUser} + :n`,
    `\\set account ${firstAccount} + :n`,
    ...queries.map((query) => `${render(query).replace(/;\s*$/, '')};`),
    '',
  ].join('\n');
}
