import { DEFAULT_MARGINS, SELECTION } from '@sportsbook/core/pricing/index';
import { describe, expect, it } from 'vitest';
import { allMarkets, outcome, START_MS, testGame } from '../testing/game-fixture';
import { GOAL_FORMATS } from '../world/data/formats.data';
import { advanceGame, forceIncident, isBlocked } from './game-lifecycle';
import type { TradingGame } from './trading-game';

const MINUTE = 60_000;

function play(tg: TradingGame, untilMs: number, stepMs = MINUTE): void {
  for (let now = tg.record.lastTickMs + stepMs; now <= untilMs && tg.record.status === 'live'; now += stepMs)
    advanceGame(tg, now, 1, 0, DEFAULT_MARGINS);
}

describe('a football game in play', () => {
  it('moves the home price down and the away price up after a home goal', () => {
    const tg = testGame(GOAL_FORMATS.football, { live: true });
    play(tg, START_MS + 10 * MINUTE);
    const before = { home: outcome(tg, '0:1', SELECTION.home).C, away: outcome(tg, '0:1', SELECTION.away).C };
    const goals = tg.game.score!.total.home;
    forceIncident(tg, { kind: 'score', side: 'home' }, START_MS + 10 * MINUTE, DEFAULT_MARGINS);
    expect(tg.game.score?.total.home).toBe(goals + 1);
    expect(outcome(tg, '0:1', SELECTION.home).C).toBeLessThan(before.home);
    expect(outcome(tg, '0:1', SELECTION.away).C).toBeGreaterThan(before.away);
  });

  it('publishes every market blocked around a goal and open again a minute later', () => {
    const tg = testGame(GOAL_FORMATS.football, { live: true, seed: 77 });
    let now = START_MS;
    while (
      tg.record.status === 'live' &&
      (tg.game.score?.total.home ?? 0) + (tg.game.score?.total.away ?? 0) === 0
    ) {
      now += 10_000;
      advanceGame(tg, now, 1, 0, DEFAULT_MARGINS);
    }
    expect(tg.record.status).toBe('live');
    expect(isBlocked(tg)).toBe(true);
    expect(allMarkets(tg).every((m) => m.outcomes.every((o) => o.B === true))).toBe(true);
    advanceGame(tg, now + 90_000, 1, 0, DEFAULT_MARGINS);
    const open = allMarkets(tg).filter((m) => m.outcomes.every((o) => o.B === undefined));
    expect(open.length).toBeGreaterThan(10);
  });

  it('plays the same game for the same seed', () => {
    const a = testGame(GOAL_FORMATS.football, { live: true, seed: 9 });
    const b = testGame(GOAL_FORMATS.football, { live: true, seed: 9 });
    play(a, START_MS + 200 * MINUTE);
    play(b, START_MS + 200 * MINUTE);
    expect(a.game).toEqual(b.game);
    expect(a.record).toEqual(b.record);
    expect(a.record.status).toBe('finished');
  });
});
