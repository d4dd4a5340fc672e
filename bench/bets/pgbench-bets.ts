import { BET_PLACE_VALUES } from '../../apps/server/src/modules/betting/placement/bet-writer.repository';
import type { RecordedQuery } from './sql-recorder';

/** What varies between bets in pgbench: the player (their ids are consecutive) and the betGUID. */
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

/** A recorded parameter as pgbench text, its player's values as the variables `:user<suffix>`, `:account<suffix>`. */
function renderedValue(value: unknown, ids: PgbenchIds, suffix: string): string {
  const user = `:user${suffix}`;
  const account = `:account${suffix}`;
  if (value === ids.sample.userId) return user;
  if (value === ids.sample.accountId) return account;
  if (value === ids.sample.betGuid) return 'md5(random()::text)';
  if (typeof value === 'string' && value.includes(`"bet_guid":"${ids.sample.betGuid}"`))
    // The bet as JSON (bet_accept's argument): the same, for the player and with the betGUID of this run.
    return `(${literal(value)}::jsonb || jsonb_build_object('user_id', ${user}::int, 'account_id', ${account}::int, 'wallet_account_id', ${account}::int, 'bet_guid', md5(random()::text)))`;
  if (Array.isArray(value) && value.includes(ids.sample.accountId))
    return `ARRAY[${value.map((v) => (v === ids.sample.accountId ? account : literal(v))).join(', ')}]`;
  return literal(value);
}

/** A recorded statement as pgbench text. */
function rendered(query: RecordedQuery, ids: PgbenchIds, suffix: string): string {
  return query.text
    .replace(/\$(\d+)/g, (_match, index: string) =>
      renderedValue(query.values[Number(index) - 1], ids, suffix),
    )
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
 * except the player (a random one of the bench's) and the betGUID (random), so every transaction is a new bet
 * of some player. The session checked stays the recorded one, live like every player's: bet_place checks that
 * a session is live, the server having taken the player from it.
 */
export function pgbenchScript(queries: readonly RecordedQuery[], ids: PgbenchIds): string {
  return [
    ...drawPlayer(ids, '', 0, ids.userIds.length),
    ...queries.map((query) => `${rendered(query, ids, '')};`),
    '',
  ].join('\n');
}

/**
 * `size` bets in one statement, as the server sends the bets that wait for one: bet_place_many (migrations
 * 0104, 0106) with the recorded bet's arguments `size` times, each for a player of its own slice of the
 * players (so the batch's accounts differ and statements lock them in one order).
 */
export function pgbenchBatchScript(queries: readonly RecordedQuery[], ids: PgbenchIds, size: number): string {
  const [query] = queries;
  if (queries.length !== 1 || !query?.text.includes('from bet_place('))
    throw new Error('a batch needs a bet of one statement, bet_place');
  const slice = Math.floor(ids.userIds.length / size);
  const bets = Array.from({ length: size }, (_, i) => String(i));
  const item = (suffix: string) =>
    `jsonb_build_object(${BET_PLACE_VALUES.map((name, i) => {
      const value = query.values[i];
      const text = renderedValue(value, ids, suffix);
      // A pgbench variable goes as a parameter, untyped in jsonb_build_object; the JSON arguments (the legs)
      // are JSON in an item, not strings.
      if (text.startsWith(':')) return `'${name}', ${text}::int`;
      const json = typeof value === 'string' && /^[[{]/.test(value) && !text.startsWith('(');
      return `'${name}', ${json ? `${text}::jsonb` : text}`;
    }).join(', ')})`;
  return [
    ...bets.flatMap((suffix, i) => drawPlayer(ids, suffix, i * slice, slice)),
    // A batch with a bet not written stops pgbench (division by zero): every bet counted must be a bet.
    `select 1 / (count(*) filter (where bet_id > 0) = ${size})::int from bet_place_many(jsonb_build_array(\n${bets.map(item).join(',\n')}));`,
    '',
  ].join('\n');
}
