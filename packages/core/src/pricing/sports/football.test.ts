import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../random/seeded-random';
import type { GameResult } from '../core/game-state';
import type { PricedMarket } from '../core/priced-market';
import { GROUP, SELECTION } from '../market-codes';
import {
  expectFairMarketsComplete,
  expectPricedMarketsHonest,
  expectPricingMatchesSettlement,
  expectUniqueFamilies,
} from '../testing/market-checks';
import { football } from './football';
import { footballExpectedGoals, footballState, type FootballInput } from './football.model';

const EVEN: FootballInput = { expectedGoals: footballExpectedGoals({ home: 1600, away: 1580 }) };

const priceOf = (markets: readonly PricedMarket[], key: string, T: number) => {
  const outcome = markets.find((m) => m.key === key)?.outcomes.find((o) => o.T === T);
  if (!outcome) throw new Error(`no T${T} in ${key}`);
  return outcome.price;
};

const liveInput = fc.record({
  home: fc.integer({ min: 1200, max: 1900 }),
  away: fc.integer({ min: 1200, max: 1900 }),
  minute: fc.integer({ min: 0, max: 90 }),
  first: fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) }),
  second: fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) }),
  red: fc.record({ home: fc.integer({ min: 0, max: 1 }), away: fc.integer({ min: 0, max: 1 }) }),
});

type LiveCase = typeof liveInput extends fc.Arbitrary<infer T> ? T : never;

const toInput = (v: LiveCase): FootballInput => ({
  expectedGoals: footballExpectedGoals({ home: v.home, away: v.away }),
  state: footballState(v.minute, v.minute < 45 ? [v.first] : [v.first, v.second], v.red),
});

describe('football markets', () => {
  it('offers at least 30 markets kinds over the match and its halves, with the platform codes', () => {
    const markets = football.price(EVEN);
    const kinds = new Set(markets.map((m) => `${m.period}:${m.G}`));
    expect(kinds.size).toBeGreaterThanOrEqual(30);
    for (const G of [1, 2, 8, 15, 17, 19, 62, 136]) expect(kinds.has(`0:${G}`)).toBe(true);
    expect(kinds.has(`1:${GROUP.result}`) && kinds.has(`1:${GROUP.total}`)).toBe(true);
    expectUniqueFamilies(football);
  });

  it('offers Asian quarter and whole lines, each side with its own handicap, and one main line per family', () => {
    const markets = football.price(EVEN);
    const lines = markets.filter((m) => m.period === 0 && m.G === GROUP.total).map((m) => m.line);
    expect(lines).toEqual(expect.arrayContaining([2, 2.25, 2.5, 2.75, 3]));
    for (const m of markets.filter((k) => k.G === GROUP.handicap)) {
      const [home, away] = m.outcomes;
      expect([home.T, away.T]).toEqual([SELECTION.handicapHome, SELECTION.handicapAway]);
      expect((home.P ?? 0) + (away.P ?? 0)).toBe(0);
    }
    const mains = markets.filter((m) => m.period === 0 && m.G === GROUP.total && m.outcomes[0].CE === 1);
    expect(mains).toHaveLength(1);
    expect(mains[0].line).toBe(2.5);
  });

  it('prices every market as the expectation of its settlement, before any margin', () => {
    expectPricingMatchesSettlement(football, EVEN);
    expectPricingMatchesSettlement(
      football,
      toInput({
        home: 1500,
        away: 1700,
        minute: 60,
        first: { home: 1, away: 0 },
        second: { home: 0, away: 2 },
        red: { home: 1, away: 0 },
      }),
    );
  });

  it('keeps probabilities in [0, 1], complementary selections summing to 1 before margin (property over live states)', () => {
    fc.assert(
      fc.property(liveInput, (v) => expectFairMarketsComplete(football, toInput(v))),
      { numRuns: 40 },
    );
  });

  it('sums implied probabilities of every market to 1 + margin within rounding (property over ratings and states)', () => {
    fc.assert(
      fc.property(liveInput, (v) => expectPricedMarketsHonest(football.price(toInput(v)))),
      { numRuns: 60 },
    );
  });
});

describe('football in play', () => {
  const at = (minute: number, first: { home: number; away: number }, second = { home: 0, away: 0 }) =>
    football.price({ ...EVEN, state: footballState(minute, minute < 45 ? [first] : [first, second]) });

  it('moves the home price down and the away price up after a home goal', () => {
    fc.assert(
      fc.property(liveInput, (v) => {
        const before = football.price(toInput(v));
        const scored =
          v.minute < 45
            ? { ...v, first: { ...v.first, home: v.first.home + 1 } }
            : { ...v, second: { ...v.second, home: v.second.home + 1 } };
        const after = football.price(toInput(scored));
        const home = (m: PricedMarket[]) =>
          m.find((k) => k.key === '0:1')?.outcomes.find((o) => o.T === SELECTION.home)?.price;
        const away = (m: PricedMarket[]) =>
          m.find((k) => k.key === '0:1')?.outcomes.find((o) => o.T === SELECTION.away)?.price;
        const [h0, h1, a0, a1] = [home(before), home(after), away(before), away(after)];
        if (h0 !== undefined && h1 !== undefined) expect(h1).toBeLessThan(h0);
        if (a0 !== undefined && a1 !== undefined) expect(a1).toBeGreaterThan(a0);
      }),
      { numRuns: 60 },
    );
  });

  it('lets time run down: at 0:0 the draw shortens and over 2.5 drifts as minutes pass', () => {
    const draws = [0, 30, 60, 80].map((m) => priceOf(at(m, { home: 0, away: 0 }), '0:1', SELECTION.draw));
    const overs = [0, 30, 60].map((m) => priceOf(at(m, { home: 0, away: 0 }), '0:17:2.5', SELECTION.over));
    expect(draws).toEqual([...draws].sort((a, b) => b - a));
    expect(overs).toEqual([...overs].sort((a, b) => a - b));
  });

  it('lengthens a side after its red card', () => {
    const calm = football.price({ ...EVEN, state: footballState(30, [{ home: 0, away: 0 }]) });
    const sentOff = football.price({
      ...EVEN,
      state: footballState(30, [{ home: 0, away: 0 }], { home: 1, away: 0 }),
    });
    expect(priceOf(sentOff, '0:1', SELECTION.home)).toBeGreaterThan(priceOf(calm, '0:1', SELECTION.home));
  });

  it('withdraws what is decided: half-time markets after the break, impossible scores, unders already lost', () => {
    const markets = at(70, { home: 2, away: 1 }, { home: 1, away: 0 });
    expect(markets.some((m) => m.period === 1)).toBe(false);
    expect(markets.some((m) => m.key === '0:17:2.5')).toBe(false);
    const scores = markets.find((m) => m.key === '0:136')!.outcomes;
    expect(scores.every((o) => o.T === SELECTION.otherScore || (o.P ?? 0) >= 3.001)).toBe(true);
  });
});

describe('football settlement', () => {
  const result = (first: [number, number], second: [number, number]): GameResult => ({
    periods: [
      { home: first[0], away: first[1] },
      { home: second[0], away: second[1] },
    ],
  });
  const draw11 = result([1, 0], [0, 1]);
  const home32 = result([1, 2], [2, 0]);

  it.each([
    // [what, period, G, T, P, result, settlement]
    ['1X2 draw', 0, GROUP.result, SELECTION.draw, undefined, draw11, 'won'],
    ['home -0.25 on a draw', 0, GROUP.handicap, SELECTION.handicapHome, -0.25, draw11, 'half-lost'],
    ['away +0.25 on a draw', 0, GROUP.handicap, SELECTION.handicapAway, 0.25, draw11, 'half-won'],
    [
      'home 0 (draw no bet line) on a draw',
      0,
      GROUP.handicap,
      SELECTION.handicapHome,
      undefined,
      draw11,
      'void',
    ],
    ['home -1 winning by one', 0, GROUP.handicap, SELECTION.handicapHome, -1, home32, 'void'],
    ['home -0.75 winning by one', 0, GROUP.handicap, SELECTION.handicapHome, -0.75, home32, 'half-won'],
    ['over 2.75 with 3 goals', 0, GROUP.total, SELECTION.over, 2.75, result([1, 1], [1, 0]), 'half-won'],
    ['under 2.25 with 2 goals', 0, GROUP.total, SELECTION.under, 2.25, draw11, 'half-won'],
    ['over 2 with 2 goals', 0, GROUP.total, SELECTION.over, 2, draw11, 'void'],
    ['draw no bet on a draw', 0, GROUP.drawNoBet, SELECTION.drawNoBetHome, undefined, draw11, 'void'],
    ['European home -1 winning by one', 0, GROUP.europeanHandicap, SELECTION.europeanDraw, -1, home32, 'won'],
    ['both teams to score', 0, GROUP.bothScore, SELECTION.bothScoreYes, undefined, draw11, 'won'],
    ['correct score 3:2', 0, GROUP.correctScore, SELECTION.score, 3.002, home32, 'won'],
    [
      'correct score 0:0 has no P',
      0,
      GROUP.correctScore,
      SELECTION.score,
      undefined,
      result([0, 0], [0, 0]),
      'won',
    ],
    [
      'any other score',
      0,
      GROUP.correctScore,
      SELECTION.otherScore,
      undefined,
      result([3, 0], [2, 0]),
      'won',
    ],
    ['5 or more goals', 0, GROUP.exactTotal, SELECTION.orMore, 6, home32, 'lost'],
    ['exactly 5 goals', 0, GROUP.exactTotal, SELECTION.exactly, 5, home32, 'won'],
    ['odd total', 0, GROUP.oddEven, SELECTION.odd, undefined, home32, 'won'],
    [
      'half-time/full-time 2/1',
      0,
      GROUP.halfTimeFullTime,
      SELECTION.halfTimeFullTimeFirst + 6,
      undefined,
      home32,
      'won',
    ],
    [
      'highest scoring half: second',
      0,
      GROUP.highestScoringHalf,
      SELECTION.secondHalf,
      undefined,
      home32,
      'lost',
    ],
    ['home scores in both halves', 0, GROUP.homeScoresBothHalves, SELECTION.yes, undefined, home32, 'won'],
    ['home clean sheet', 0, GROUP.homeCleanSheet, SELECTION.no, undefined, home32, 'won'],
    ['result and total: 1 & over 2.5', 0, GROUP.resultTotal, SELECTION.homeAndOver, 2.5, home32, 'won'],
    ['winning margin home by exactly 1', 0, GROUP.winningMargin, SELECTION.homeByExactly, 1, home32, 'won'],
    ['half-time 1X2 away', 1, GROUP.result, SELECTION.away, undefined, home32, 'won'],
    ['first-half over 1.5', 1, GROUP.total, SELECTION.over, 1.5, home32, 'won'],
    ['second-half home -1.5', 2, GROUP.handicap, SELECTION.handicapHome, -1.5, home32, 'won'],
  ] as const)('%s', (_what, period, G, T, P, final, expected) => {
    expect(football.settle({ period, G, T, P }, final)).toBe(expected);
  });

  it('refuses a selection the catalogue does not have', () => {
    expect(() => football.settle({ period: 0, G: 999, T: 1 }, draw11)).toThrow(RangeError);
    expect(() => football.settle({ period: 0, G: GROUP.result, T: 99 }, draw11)).toThrow(RangeError);
  });
});

describe('football simulation', () => {
  it('replays the same game from the same seed and keeps the live score', () => {
    const input = {
      ...EVEN,
      state: footballState(50, [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
      ]),
    };
    const a = football.simulate(input, createSeededRandom(9));
    const b = football.simulate(input, createSeededRandom(9));
    expect(a).toEqual(b);
    expect(a.result.periods[0]).toEqual({ home: 1, away: 0 });
    expect(a.result.periods[1].away).toBeGreaterThanOrEqual(1);
    expect(a.goals.every((g) => g.at >= 50 / 90 && g.at <= 1)).toBe(true);
  });
});
