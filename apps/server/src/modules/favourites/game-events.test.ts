import { describe, expect, it } from 'vitest';
import type { FeedGame } from '../feed/feed-model';
import { fixtureGame, liveScore } from './feed-fixture.testing';
import { detectGameEvents } from './game-events';

const base = fixtureGame(1, { sportId: 1, champId: 1, homeTeamId: 1, awayTeamId: 2 });
const live = (home: number, away: number, fields: Partial<FeedGame> = {}): FeedGame => ({
  ...base,
  live: true,
  score: liveScore(home, away),
  ...fields,
});
const keys = (before: FeedGame, after: FeedGame) => detectGameEvents(before, after).map((e) => e.key);

describe('game events', () => {
  it.each([
    ['kick-off', base, live(0, 0), ['start']],
    ['one home goal', live(0, 0), live(1, 0), ['score:1:1']],
    ['two goals in one change', live(1, 0), live(2, 1), ['score:1:2', 'score:2:1']],
    ['a goal taken back by the referee', live(1, 0), live(0, 0), []],
    ['half time', live(0, 0), live(0, 0, { score: liveScore(0, 0, 2) }), ['period:1']],
    ['full time', live(1, 1), live(1, 1, { finished: true, phase: 3 }), ['end']],
    ['nothing new', live(1, 1), live(1, 1, { version: 9 }), []],
  ])('%s', (_name, before, after, expected) => {
    expect(keys(before, after)).toEqual(expected);
  });

  it('tells each red card by side and count', () => {
    const cards = (home: number, away: number) =>
      live(0, 0, { score: liveScore(0, 0, 1, { stats: { 71: { home, away } } }) });
    expect(detectGameEvents(cards(0, 0), cards(1, 1)).map((e) => [e.key, e.side])).toEqual([
      ['red:1:1', 1],
      ['red:2:1', 2],
    ]);
  });

  it('tells a result once, a corrected result again, and a cancellation', () => {
    const ended = live(2, 1, { finished: true, phase: 3 });
    const settled = { ...ended, phase: 2 as const, result: { score: { home: 2, away: 1 }, periods: [] } };
    expect(detectGameEvents(ended, settled)).toEqual([
      { type: 5, key: 'result:2:1', score: { home: 2, away: 1 }, side: null, period: null, cancelled: false },
    ]);
    expect(keys(settled, { ...settled, version: 3 })).toEqual([]);
    const corrected = { ...settled, result: { score: { home: 2, away: 2 }, periods: [] } };
    expect(keys(settled, corrected)).toEqual(['result:2:2']);
    expect(detectGameEvents(live(0, 0), { ...base, phase: 4, finished: true })).toEqual([
      { type: 5, key: 'cancelled', score: null, side: null, period: null, cancelled: true },
    ]);
  });
});
