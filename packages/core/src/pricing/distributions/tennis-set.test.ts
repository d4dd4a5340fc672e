import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameWinProbability, tennisSetOutcomes, tiebreakWinProbability } from './tennis-set';

/** The textbook closed form of holding serve: p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(1 − 2pq). */
const holdFormula = (p: number) => {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q ** 2) + (20 * p ** 3 * q ** 3 * p ** 2) / (1 - 2 * p * q);
};

const setWin = (serve: readonly [number, number], first: 0 | 1) =>
  tennisSetOutcomes(serve, 7, { a: 0, b: 0, server: first }).reduce((s, o) => (o.a > o.b ? s + o.p : s), 0);

describe('tennis recursion', () => {
  it.each([0.5, 0.55, 0.6, 0.65, 0.7, 0.8])('holds serve at p = %d as the closed form says', (p) => {
    expect(gameWinProbability([p, p], 0)).toBeCloseTo(holdFormula(p), 12);
    expect(gameWinProbability([p, p], 1)).toBeCloseTo(1 - holdFormula(p), 12);
  });

  it('holds 0.7357 of service games at p = 0.6; from 0:40 it must take three points, then deuce', () => {
    const deuce = 0.36 / (1 - 2 * 0.6 * 0.4);
    expect(gameWinProbability([0.6, 0.6], 0)).toBeCloseTo(0.7357, 4);
    expect(gameWinProbability([0.6, 0.6], 0, 3, 3)).toBeCloseTo(deuce, 12);
    expect(gameWinProbability([0.6, 0.6], 0, 0, 3)).toBeCloseTo(0.6 ** 3 * deuce, 12);
  });

  it('gives even players an even tiebreak and set whoever serves first', () => {
    for (const first of [0, 1] as const) {
      expect(tiebreakWinProbability([0.65, 0.65], 7, first)).toBeCloseTo(0.5, 12);
      expect(tiebreakWinProbability([0.65, 0.65], 10, first)).toBeCloseTo(0.5, 12);
      expect(setWin([0.65, 0.65], first)).toBeCloseTo(0.5, 12);
    }
  });

  it('ends every set at a legal score, probabilities summing to 1', () => {
    const outcomes = tennisSetOutcomes([0.62, 0.58], 7, { a: 0, b: 0, server: 0 });
    expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    for (const { a, b } of outcomes) {
      const [w, l] = [Math.max(a, b), Math.min(a, b)];
      expect((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))).toBe(true);
    }
  });

  it('favours the better server: game, tiebreak and set win above 0.5 and growing with the edge', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.4, max: 0.8, noNaN: true }),
        fc.double({ min: 0.005, max: 0.1, noNaN: true }),
        (base, edge) => {
          const even = setWin([base, base], 0);
          const better = setWin([base + edge, base], 0);
          const evenBetter = setWin([base + 2 * edge, base], 0);
          expect(better).toBeGreaterThan(even);
          expect(evenBetter).toBeGreaterThan(better);
          expect(tiebreakWinProbability([base + edge, base], 7, 0)).toBeGreaterThan(0.5);
        },
      ),
      { numRuns: 30 },
    );
  });
});
