import { describe, expect, it } from 'vitest';
import { periodAt, remainingWeights, segmentScores } from './segments';

const halves = [
  { periods: 1, weight: 0.45 },
  { periods: 1, weight: 0.55 },
];
const firstFive = [
  { periods: 5, weight: 5 / 9 },
  { periods: 4, weight: 4 / 9 },
];

describe('segments', () => {
  it.each([
    [0, [0.45, 0.55]],
    [0.25, [0.225, 0.55]],
    [0.5, [0, 0.55]],
    [0.75, [0, 0.275]],
    [1, [0, 0]],
  ])('leave the right share of scoring at %d of regulation', (elapsed, expected) => {
    remainingWeights(halves, elapsed).forEach((w, i) => expect(w).toBeCloseTo(expected[i], 12));
  });

  it('sum periods into segments and find the period of a moment', () => {
    const innings = [1, 0, 2, 0, 0, 3].map((home) => ({ home, away: 1 }));
    expect(segmentScores(innings, firstFive)).toEqual([
      { home: 3, away: 5 },
      { home: 3, away: 1 },
    ]);
    expect(periodAt(firstFive, 0)).toBe(0);
    expect(periodAt(firstFive, 0.56)).toBe(5);
    expect(periodAt(firstFive, 1)).toBe(8);
  });
});
