import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { databaseUrl } from '../../../../test/harness/test-env';
import type { Database } from '../../../db/database';
import type { FeedGame } from '../../feed/feed-model';
import {
  BETTING_APP,
  balanceOf,
  betAs,
  bettor,
  configure,
  game,
  leg,
  ledgerIsSound,
  refusalOf,
  valueOf,
} from '../testing/betting-test-support';
import { LONE_BET_BATCHES } from './coupon-acceptor';

type Answer = { Id: number; Balance: number };

/** A connection of its own to the app's database, beside the app's pool (which the held bets fill). */
async function sideConnection(db: Kysely<Database>): Promise<pg.Client> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const client = new pg.Client({ connectionString: databaseUrl(rows[0]!.name) });
  await client.connect();
  return client;
}

/** Holds a player account's row in a transaction of its own, so bet_place waits on it, until released. */
async function holdAccount(db: Kysely<Database>, accountId: number): Promise<() => Promise<void>> {
  const client = await sideConnection(db);
  await client.query('begin');
  await client.query('select 1 from ledger_accounts where id = $1 for update', [accountId]);
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** Waits until `count` backends of this database wait on a lock in a statement matching `like`. */
async function waitingStatements(watch: pg.Client, like: string, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await watch.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and query like $1`,
      [like],
    );
    if (rows[0]!.n >= count) return;
    if (Date.now() > deadline)
      throw new Error(`${count} statements like ${like} never waited (${rows[0]!.n})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A lone bet's statement waits while LONE_BET_BATCHES.inFlight of them run; the bets made meanwhile go
 * together in one bet_place_many, each placed or refused as it would be alone.
 */
describe('lone bets batched while earlier ones run [postgres]', () => {
  let t: TestApp;
  let line: FeedGame;
  const single = (extra: object = {}) => ({ Events: [leg(line)], Vid: 0, Summ: 1, CheckCf: 2, ...extra });

  beforeAll(async () => {
    t = await createTestApp('postgres', BETTING_APP);
    await configure(t, {});
    line = await game(t, { startInSec: 3600 });
  });

  afterAll(() => t.close());

  it('places the bets that waited in one statement, refusing only the one its wallet cannot cover', async () => {
    const db = t.app.ctx.db;
    const watch = await sideConnection(db);
    const busy = await bettor(t, 10);
    const [first, second, third, poor, last] = await Promise.all([
      bettor(t, 10),
      bettor(t, 10),
      bettor(t, 10),
      bettor(t, 1),
      bettor(t, 10),
    ]);
    const releaseBusy = await holdAccount(db, busy.accountId);
    const releaseLast = await holdAccount(db, last!.accountId);
    const running = Array.from({ length: LONE_BET_BATCHES.inFlight }, () => betAs(t, busy.cookie, single()));
    await waitingStatements(watch, '%from bet_place(%', LONE_BET_BATCHES.inFlight);

    const twice = single({ betGUID: 'batched-twice' });
    const waited = {
      first: [betAs(t, first!.cookie, twice), betAs(t, first!.cookie, twice)],
      second: betAs(t, second!.cookie, single()),
      third: betAs(t, third!.cookie, single({ Summ: 2.5 })),
      poor: [betAs(t, poor!.cookie, single()), betAs(t, poor!.cookie, single())],
      last: betAs(t, last!.cookie, single()),
    };
    // Time for the waiting requests to reach the queue (each player's first bet also looks its session up).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await releaseBusy();
    await waitingStatements(watch, '%from bet_place_many(%', 1);
    await releaseLast();

    for (const answer of await Promise.all(running)) expect(valueOf<Answer>(answer).Id).toBeGreaterThan(0);
    expect(await balanceOf(t, busy.accountId)).toBe(10 - LONE_BET_BATCHES.inFlight);
    const [once, again] = (await Promise.all(waited.first)).map((answer) => valueOf<Answer>(answer).Id);
    expect(again).toBe(once);
    expect(await balanceOf(t, first!.accountId)).toBe(9);
    expect(valueOf<Answer>(await waited.second).Balance).toBe(9);
    expect(valueOf<Answer>(await waited.third).Balance).toBe(7.5);
    const poorAnswers = await Promise.all(waited.poor);
    expect(poorAnswers.filter((answer) => answer.json().Success)).toHaveLength(1);
    expect(refusalOf(poorAnswers.find((answer) => !answer.json().Success)!).code).toBe(200001);
    expect(await balanceOf(t, poor!.accountId)).toBe(0);
    expect(valueOf<Answer>(await waited.last).Balance).toBe(9);
    const written = await db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'user_id',
        'in',
        [first, second, third, poor, last].map((who) => who!.player.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(5);
    await watch.end();
    await ledgerIsSound(t);
  }, 60_000);
});

describeEachDatabase(
  'many lone bets at once',
  (t) => {
    beforeAll(() => configure(t(), {}));

    it('takes each of 60 concurrent bets of 12 players once, as far as each wallet covers', async () => {
      const line = await game(t(), { startInSec: 3600 });
      const players = await Promise.all(Array.from({ length: 12 }, (_, n) => bettor(t(), n < 3 ? 2 : 10)));
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, n) =>
          betAs(t(), players[n % 12]!.cookie, { Events: [leg(line)], Vid: 0, Summ: 1, CheckCf: 2 }),
        ),
      );
      const accepted = answers.filter((answer) => answer.json().Success);
      expect(accepted).toHaveLength(3 * 2 + 9 * 5);
      expect(answers.filter((answer) => !answer.json().Success).map((a) => refusalOf(a).code)).toEqual(
        Array.from({ length: 9 }, () => 200001),
      );
      const balances = await Promise.all(players.map((who) => balanceOf(t(), who.accountId)));
      expect(balances).toEqual(players.map((_, n) => (n < 3 ? 0 : 5)));
      await ledgerIsSound(t());
    }, 60_000);
  },
  BETTING_APP,
);
