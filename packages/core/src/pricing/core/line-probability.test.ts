import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyMass, fairFromMass } from './fair-probability';
import { denseOf, fairAbove } from './line-probability';
import { vectorPoints } from './points';
import { settleAbove } from './settlement';

const distribution = fc
  .tuple(
    fc.integer({ min: -6, max: 6 }),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }),
  )
  .filter(([, w]) => w.some((x) => x > 0.01))
  .map(([offset, weights]) => {
    const sum = weights.reduce((s, w) => s + w, 0);
    return vectorPoints(
      offset,
      weights.map((w) => w / sum),
    );
  });

describe('line probabilities', () => {
  it('equal the expectation of settleAbove over the distribution, for either sign and any quarter line', () => {
    fc.assert(
      fc.property(
        distribution,
        fc.integer({ min: -48, max: 48 }),
        fc.constantFrom(1 as const, -1 as const),
        (points, q, sign) => {
          const line = q / 4;
          const mass = emptyMass();
          points.x.forEach((x, i) => (mass[settleAbove(sign * x, line)] += points.p[i]));
          expect(fairAbove(denseOf(points), sign, line)).toBeCloseTo(fairFromMass(mass), 12);
        },
      ),
    );
  });

  it('gives the two sides of a line probabilities summing to 1 (pushes and halves included)', () => {
    fc.assert(
      fc.property(distribution, fc.integer({ min: -48, max: 48 }), (points, q) => {
        const dense = denseOf(points);
        const over = fairAbove(dense, 1, q / 4);
        const under = fairAbove(dense, -1, -q / 4);
        if (over + under > 0) expect(over + under).toBeCloseTo(1, 12);
      }),
    );
  });

  it('prices over 2.75 between over 2.5 and over 3, a whole line as if pushes were not bet', () => {
    const goals = vectorPoints(0, [0.1, 0.2, 0.3, 0.2, 0.2]);
    const d = denseOf(goals);
    expect(fairAbove(d, 1, 2.5)).toBeCloseTo(0.4, 12);
    expect(fairAbove(d, 1, 3)).toBeCloseTo(0.2 / 0.8, 12);
    const quarter = fairAbove(d, 1, 2.75);
    expect(quarter).toBeGreaterThan(fairAbove(d, 1, 3));
    expect(quarter).toBeLessThan(0.4);
  });
});
