import { sql, type Kysely } from 'kysely';

/**
 * bet_place_set keeps one plan for its statements instead of planning them again for every round.
 *
 * PL/pgSQL plans a statement with its arguments' values (a custom plan) and keeps a generic plan only when that
 * costs no more. With the round's indexes known, the planner counts the round's bets exactly; the generic plan
 * counts ten. So while rounds hold fewer than ten bets, as under a steady moderate load, the custom plan always
 * looked cheaper and the large statement (every check and write of a bet) was planned again at each call, about
 * 2 ms of a backend's time each. pgbench on the SQL alone, batches of 8, alternated: 0.26-0.35 ms of machine time
 * a bet with the generic plan against 0.36-0.48; with batches of 32 the generic plan was already chosen. The plan
 * does not depend on the values: every access is by key, one row a bet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter function bet_place_set(jsonb, integer[]) set plan_cache_mode = force_generic_plan`.execute(
    db,
  );
}
