import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness/test-app';
import { systemClock } from '../../../platform/clock';
import type { FeedGame } from '../../feed/feed-model';
import { FEED_BATCH_CHANNEL } from '../../trading/engine/trading-engine';
import { LaggingBus } from '../testing/lagging-bus';
import {
  BETTING_APP,
  MAKE_BET,
  balanceOf,
  bettor,
  configure,
  feedHas,
  game,
  leg,
  ledgerIsSound,
  ops,
  type Bettor,
} from '../testing/betting-test-support';

interface Envelope {
  Success: boolean;
  ErrorCode: number;
  Value: { Id: number } | null;
}

/**
 * Line games: a live game's own dangerous moments suspend its markets too, and on a loaded machine one could
 * cover the whole race (every bet then refused before the operator's suspension).
 */
const LINE_START_SEC = 3600;

/** PostgreSQL through a listening server: real connections, real concurrency, a feed store that lags. */
describe('bet acceptance under races [postgres]', () => {
  let t: TestApp;
  let base: string;
  const bus = new LaggingBus(FEED_BATCH_CHANNEL, 40);

  beforeAll(async () => {
    t = await createTestApp('postgres', { ...BETTING_APP, clock: systemClock, bus });
    await configure(t, {});
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await t.close();
    await bus.close();
  });

  const post = async (who: Bettor, body: object): Promise<Envelope> => {
    const response = await fetch(`${base}${MAKE_BET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: who.cookie },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope;
  };

  it('accepts none of 1,000 bets racing a market suspension at or after it', async () => {
    const g = await game(t, { startInSec: LINE_START_SEC });
    const players = await Promise.all(Array.from({ length: 50 }, () => bettor(t, 100)));
    const selection = leg(g, '0:1', 1);
    let suspendedAtMs = 0;
    let next = 0;
    const results: Envelope[] = [];
    const worker = async () => {
      while (next < 1000) {
        const index = next++;
        if (index === 400) {
          const suspended = await ops<FeedGame>(t, 'POST', `/ops-api/trading/games/${g.id}/suspend`, {
            marketKey: '0:1',
          });
          suspendedAtMs = Date.now();
          void feedHas(t, g.id, suspended.version);
        }
        results.push(
          await post(players[index % players.length]!, { Events: [selection], Summ: 1, CheckCf: 2 }),
        );
      }
    };
    await Promise.all(Array.from({ length: 64 }, worker));
    const accepted = results.filter((r) => r.Success);
    const refused = results.filter((r) => !r.Success);
    const codes = [...new Set(refused.map((r) => r.ErrorCode))].join(', ');
    expect(accepted.length, `refused with ${codes}`).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => r.ErrorCode))).toEqual(new Set([113]));
    const { seq } = await t.app.ctx.db
      .selectFrom('feed_games')
      .select('seq')
      .where('id', '=', g.id)
      .executeTakeFirstOrThrow();
    const rows = await t.app.ctx.db
      .selectFrom('bets')
      .innerJoin('bet_legs', 'bet_legs.bet_id', 'bets.id')
      .select(['bets.accepted_at', 'bets.feed_seq'])
      .where('bet_legs.game_id', '=', g.id)
      .where('bets.status', '=', 'open')
      .execute();
    expect(rows).toHaveLength(accepted.length);
    for (const row of rows) {
      expect(row.accepted_at!.getTime()).toBeLessThan(suspendedAtMs);
      expect(row.feed_seq!).toBeLessThan(seq);
    }
    await ledgerIsSound(t);
  }, 120_000);

  it('accepts exactly 100 of 500 concurrent bets on a wallet that covers 100', async () => {
    const g = await game(t, { startInSec: LINE_START_SEC });
    const hot = await bettor(t, 100);
    const selection = leg(g, '0:1', 2);
    const results = await Promise.all(
      Array.from({ length: 500 }, () => post(hot, { Events: [selection], Summ: 1, CheckCf: 2 })),
    );
    expect(results.filter((r) => r.Success)).toHaveLength(100);
    expect(results.filter((r) => !r.Success).every((r) => r.ErrorCode === 200001)).toBe(true);
    expect(await balanceOf(t, hot.accountId)).toBe(0);
    // A refused stake takes its bet row with it: the row and the stake are one statement.
    const bets = await t.app.ctx.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', hot.player.id)
      .executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBe(100);
    await ledgerIsSound(t);
  }, 120_000);
});
