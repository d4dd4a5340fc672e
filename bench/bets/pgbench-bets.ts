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

/** A recorded statement as pgbench text, its player's values as the variables `:user<suffix>`, `:account<suffix>`. */
function rendered(query: RecordedQuery, ids: PgbenchIds, suffix: string): string {
  const user = `:user${suffix}`;
  const account = `:account${suffix}`;
  return query.text
    .replace(/\$(\d+)/g, (_match, index: string) => {
      const value = query.values[Number(index) - 1];
      if (value === ids.sample.userId) return user;
      if (value === ids.sample.accountId) return account;
      if (value === ids.sample.betGuid) return 'md5(random()::text)';
      if (typeof value === 'string' && value.includes(`"bet_guid":"${ids.sample.betGuid}"`))
        // The bet as JSON (bet_accept's argument): the same, for the player and with the betGUID of this run.
        return `(${literal(value)}::jsonb || jsonb_build_object('user_id', ${user}::int, 'account_id', ${account}::int, 'wallet_account_id', ${account}::int, 'bet_guid', md5(random()::text)))`;
      if (typeof value === 'string' && /^[0-9a-f]{64}$/.test(value))
        return `(select token_hash from sessions where user_id = ${user} limit 1)`;
      if (Array.isArray(value) && value.includes(ids.sample.accountId))
        return `ARRAY[${value.map((v) => (v === ids.sample.accountId ? account : literal(v))).join(', ')}]`;
      return literal(value);
    })
    .replace(/;\s*$/, '');
}

/** pgbench lines drawing a player from `count` consecutive ones starting `offset` after the first. */
function drawPlayer(ids: PgbenchIds, suffix: string, offset: number, count: number): string[] {
  return [
    `\\set n${suffix} random(0, ${count - 1})`,
    `\\set user${suffix} ${consecutive(ids.userIds, 'user ids') + offset} + :n${suffix}`,
    `\\set account${suffix} ${consecutive(ids.accountIds, 'account ids') + offset} + :n${suffix}`,
  ];
}

/**
 * The recorded statements of one bet as a pgbench script: the same text, parameters written as literals,
 * except the player (a random one of the bench's), their session (looked up by user id, since pgbench cannot
 * hash a token) and the betGUID (random), so every transaction is a new bet of some player.
 */
export function pgbenchScript(queries: readonly RecordedQuery[], ids: PgbenchIds): string {
  return [
    ...drawPlayer(ids, '', 0, ids.userIds.length),
    ...queries.map((query) => `${rendered(query, ids, '')};`),
    '',
  ].join('\n');
}

/**
 * `size` bets in one statement: the recorded bet's statement `size` times, joined by `union all`, each for a
 * player of its own slice of the players, so statements lock accounts in one order and do not deadlock. What
 * the database does for bets that come in batches, to set beside the server's batches (bet_place_many).
 */
export function pgbenchBatchScript(queries: readonly RecordedQuery[], ids: PgbenchIds, size: number): string {
  if (queries.length !== 1) throw new Error('a batch needs a bet of one statement');
  const slice = Math.floor(ids.userIds.length / size);
  const bets = Array.from({ length: size }, (_, i) => String(i));
  return [
    ...bets.flatMap((suffix, i) => drawPlayer(ids, suffix, i * slice, slice)),
    `${bets.map((suffix) => `(${rendered(queries[0]!, ids, suffix)})`).join('\nunion all\n')};`,
    '',
  ].join('\n');
}
