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
  valueOf,
  type Bettor,
} from '../testing/betting-test-support';

interface ItemOptions {
  readonly guid: string;
  readonly stakeMinor?: number;
  readonly viewSeq?: number;
  /** The account the bet says is the player's active one (bet_place's -2 when it is not). */
  readonly walletAccountId?: number;
}

interface Placed {
  readonly n: number;
  readonly bet_id: string | null;
  readonly balance: string | null;
  readonly failure: string | null;
}

/**
 * One bet of bet_place_many's batch, as the server sends it: a copy of a bet the server placed (its row, legs,
 * session, stake posting), for `who` with a betGUID of its own.
 */
async function itemLike(db: Kysely<Database>, template: number, who: Bettor, options: ItemOptions) {
  const stake = options.stakeMinor ?? 100;
  const { rows } = await sql<{ item: unknown }>`
    select jsonb_build_object(
      'session', (select s.id from sessions s where s.user_id = ${who.player.id} and s.ended_at is null
        order by s.created_at desc limit 1),
      'touchAfterMs', 60000,
      'games', (select jsonb_agg(distinct l.game_id) from bet_legs l where l.bet_id = b.id),
      'viewSeq', coalesce(${options.viewSeq ?? null}::bigint, b.feed_seq),
      'bet', to_jsonb(b) || jsonb_build_object('user_id', ${who.player.id}::int,
        'account_id', ${who.accountId}::int,
        'wallet_account_id', ${options.walletAccountId ?? who.accountId}::int,
        'bet_guid', ${options.guid}::text, 'stake', ${stake}::bigint, 'bet_stake', ${stake}::bigint),
      'legs', (select jsonb_agg(to_jsonb(l) order by l.idx) from bet_legs l where l.bet_id = b.id),
      'account', ${who.accountId}::int, 'delta', -${stake}::bigint, 'kind', 'bet.stake', 'reference', 'bet:',
      'memo', null, 'reverses', null, 'at', b.placed_at,
      'postingAccounts', jsonb_build_array(${who.accountId}::int, (select p.account_id from ledger_postings p
        join ledger_transactions x on x.id = p.transaction_id
        where x.reference = 'bet:' || b.id and p.amount > 0)),
      'postingAmounts', jsonb_build_array(-${stake}::bigint, ${stake}::bigint)) as item
    from bets b where b.id = ${template}`.execute(db);
  return rows[0]!.item;
}

async function betPlaceMany(db: Kysely<Database>, items: readonly unknown[]): Promise<Placed[]> {
  const { rows } = await sql<Placed>`
    select n, bet_id::text, balance::text, failure from bet_place_many(${JSON.stringify(items)}::jsonb)
    order by n`.execute(db);
  return rows;
}

/**
 * bet_place_many as the server calls it, with bet_place_each (the one-by-one fallback) out of reach, so the
 * answers are bet_place_set's: the batch is written in rounds of whole statements, not one bet at a time.
 */
async function inRounds(db: Kysely<Database>, items: readonly unknown[]): Promise<Placed[]> {
  return db.transaction().execute(async (trx) => {
    await sql`alter function bet_place_each(jsonb) rename to bet_place_each_unreachable`.execute(trx);
    const placed = await betPlaceMany(trx, items);
    await sql`alter function bet_place_each_unreachable(jsonb) rename to bet_place_each`.execute(trx);
    return placed;
  });
}

async function betCount(db: Kysely<Database>, who: Bettor): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from bets where user_id = ${who.player.id}`.execute(db);
  return rows[0]!.n;
}

describeEachDatabase(
  "bet_place_many's batches in whole statements",
  (t) => {
    let line: FeedGame;
    let template: number;
    const db = () => t().app.ctx.db;

    beforeAll(async () => {
      await configure(t(), {});
      line = await game(t(), { startInSec: 3600 });
      const first = await bettor(t(), 10);
      const answer = await betAs(t(), first.cookie, { Events: [leg(line)], Vid: 0, Summ: 1, CheckCf: 2 });
      template = valueOf<{ Id: number }>(answer).Id;
    });

    it('answers each bet as bet_place would, writing only the ones that pass', async () => {
      const app: TestApp = t();
      const [placed, ended, switched, late, twice, poor] = await Promise.all(
        [10, 10, 10, 10, 10, 1].map((balance) => bettor(app, balance)),
      );
      const once = await betAs(app, twice!.cookie, {
        Events: [leg(line)],
        Vid: 0,
        Summ: 1,
        CheckCf: 2,
        betGUID: 'used-before',
      });
      expect(valueOf<{ Id: number }>(once).Id).toBeGreaterThan(0);
      const items = [
        await itemLike(db(), template, placed!, { guid: 'set-placed', stakeMinor: 250 }),
        await itemLike(db(), template, ended!, { guid: 'set-ended' }),
        await itemLike(db(), template, switched!, {
          guid: 'set-switched',
          walletAccountId: placed!.accountId,
        }),
        await itemLike(db(), template, late!, { guid: 'set-late', viewSeq: 0 }),
        await itemLike(db(), template, twice!, { guid: 'used-before' }),
        await itemLike(db(), template, poor!, { guid: 'set-poor', stakeMinor: 101 }),
      ];
      await sql`update sessions set ended_at = now() where user_id = ${ended!.player.id}`.execute(db());

      const answers = await inRounds(db(), items);

      expect(answers.map(({ n, failure }) => [n, failure])).toEqual([
        [0, null],
        [1, null],
        [2, null],
        [3, null],
        [4, null],
        [5, 'SB001'],
      ]);
      expect(Number(answers[0]!.bet_id)).toBeGreaterThan(template);
      expect(answers[0]!.balance).toBe('750');
      expect(answers.slice(1, 5).map((answer) => answer.bet_id)).toEqual(['-3', '-2', '-1', '0']);
      expect(answers[5]!.bet_id).toBeNull();
      const balances = await Promise.all(
        [placed, ended, switched, late, twice, poor].map((who) => balanceOf(app, who!.accountId)),
      );
      expect(balances).toEqual([7.5, 10, 10, 10, 9, 1]);
      const written = await Promise.all(
        [placed, ended, switched, late, twice, poor].map((who) => betCount(db(), who!)),
      );
      expect(written).toEqual([1, 0, 0, 0, 1, 0]);
      const { rows: legs } = await sql<{ n: number }>`
        select count(*)::int as n from bet_legs where bet_id = ${answers[0]!.bet_id}::bigint`.execute(db());
      expect(legs[0]!.n).toBe(1);
      await ledgerIsSound(app);
    });

    it("places an account's bets in turn: the second sees the first's stake and betGUID", async () => {
      const app: TestApp = t();
      const [one, other] = await Promise.all([bettor(app, 3), bettor(app, 10)]);
      const items = [
        await itemLike(db(), template, one!, { guid: 'turn-a', stakeMinor: 200 }),
        await itemLike(db(), template, other!, { guid: 'turn-b' }),
        await itemLike(db(), template, one!, { guid: 'turn-a', stakeMinor: 200 }),
        await itemLike(db(), template, one!, { guid: 'turn-c', stakeMinor: 200 }),
        await itemLike(db(), template, one!, { guid: 'turn-d', stakeMinor: 100 }),
      ];

      const answers = await inRounds(db(), items);

      expect(
        answers.map(({ bet_id, balance, failure }) => [
          bet_id === null ? null : Number(bet_id) > 0,
          balance,
          failure,
        ]),
      ).toEqual([
        [true, '100', null],
        [true, '900', null],
        [false, null, null],
        [null, null, 'SB001'],
        [true, '0', null],
      ]);
      expect(answers[2]!.bet_id).toBe('0');
      expect(await balanceOf(app, one!.accountId)).toBe(0);
      expect(await betCount(db(), one!)).toBe(2);
      await ledgerIsSound(app);
    });

    it('falls back to one bet at a time when a round cannot be written whole', async () => {
      const app: TestApp = t();
      // One after the other: the fallback places bets in the order of their paying accounts.
      const one = await bettor(app, 10);
      const other = await bettor(app, 10);
      // The same betGUID for two accounts of one round: the second insert finds the first's bet.
      const items = [
        await itemLike(db(), template, one!, { guid: 'clash' }),
        await itemLike(db(), template, other!, { guid: 'clash' }),
      ];
      const shared = { ...(items[1] as { bet: object }) };
      const clash = {
        ...shared,
        bet: { ...shared.bet, user_id: one!.player.id, wallet_account_id: one!.accountId },
      };
      await expect(inRounds(db(), [items[0], clash])).rejects.toThrow(/bet_place_each/);

      const answers = await betPlaceMany(db(), [items[0], clash]);

      expect(answers.map(({ bet_id, failure }) => [Number(bet_id) > 0, failure])).toEqual([
        [true, null],
        [false, null],
      ]);
      expect(answers[1]!.bet_id).toBe('0');
      expect(await balanceOf(app, one!.accountId)).toBe(9);
      expect(await balanceOf(app, other!.accountId)).toBe(10);
      await ledgerIsSound(app);
    });

    it('keeps one plan for its rounds whatever their size (migration 0107)', async () => {
      const { rows } = await sql<{ config: string[] | null }>`
        select proconfig as config from pg_proc
        where oid = 'bet_place_set(jsonb, integer[])'::regprocedure`.execute(db());
      expect(rows[0]!.config).toContain('plan_cache_mode=force_generic_plan');
    });
  },
  BETTING_APP,
);

/** A bet's id from MakeBetWeb: a single of 1.00 on `on` by `who`. */
async function placedBet(t: TestApp, who: Bettor, on: FeedGame): Promise<number> {
  const answer = await betAs(t, who.cookie, { Events: [leg(on)], Vid: 0, Summ: 1, CheckCf: 2 });
  return valueOf<{ Id: number }>(answer).Id;
}

describe('bet_place_many beside the trading engine [postgres]', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', BETTING_APP);
    await configure(t, {});
  });

  afterAll(() => t.close());

  it('answers a bet on a game the engine holds with a newer view, in rounds, and places the others', async () => {
    const db = t.app.ctx.db;
    const [free, held] = await Promise.all([game(t, { startInSec: 3600 }), game(t, { startInSec: 3600 })]);
    const [onFree, onHeld] = await Promise.all([
      placedBet(t, await bettor(t, 10), free),
      placedBet(t, await bettor(t, 10), held),
    ]);
    const [one, other] = await Promise.all([bettor(t, 10), bettor(t, 10)]);
    const items = [
      await itemLike(db, onFree, one, { guid: 'beside-free' }),
      await itemLike(db, onHeld, other, { guid: 'beside-held' }),
    ];
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const engine = new pg.Client({ connectionString: databaseUrl(rows[0]!.name) });
    await engine.connect();
    await engine.query('begin');
    await engine.query('select 1 from feed_games where id = $1 for update', [held.id]);

    const answers = await inRounds(db, items);
    await engine.query('commit');
    await engine.end();

    expect(Number(answers[0]!.bet_id)).toBeGreaterThan(0);
    expect(answers[1]!.bet_id).toBe('-1');
    expect(answers.map((answer) => answer.failure)).toEqual([null, null]);
    expect([await balanceOf(t, one.accountId), await balanceOf(t, other.accountId)]).toEqual([9, 10]);
    await ledgerIsSound(t);
  }, 30_000);
});
