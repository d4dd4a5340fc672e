import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impliedProbability } from '../../odds/odds';
import { applyMargin, MIN_PRICE_THOUSANDTHS, overroundOf, removeMargin } from './power-margin';

/** A probability vector of 2 to 12 outcomes, none below 0.2%. */
const partition = fc
  .array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const sum = weights.reduce((s, w) => s + w, 0);
    return weights.map((w) => w / sum);
  })
  .filter((p) => Math.min(...p) > 0.002 && Math.max(...p) < 0.9);

const roundingBound = (prices: readonly number[]) => prices.reduce((s, t) => s + 500 / (t * (t - 0.5)), 0);

describe('power margin', () => {
  it('prices a fair coin at 1.905 each side with 5%', () => {
    expect(applyMargin([0.5, 0.5], 0.05)).toEqual([1905, 1905]);
  });

  it('makes implied probabilities sum to 1 + margin within rounding, prices at least 1.01', () => {
    fc.assert(
      fc.property(partition, fc.double({ min: 0, max: 0.3, noNaN: true }), (p, margin) => {
        const prices = applyMargin(p, margin);
        if (!prices) return true;
        expect(Math.abs(overroundOf(prices) - (1 + margin))).toBeLessThanOrEqual(roundingBound(prices));
        expect(Math.min(...prices)).toBeGreaterThanOrEqual(MIN_PRICE_THOUSANDTHS);
      }),
    );
  });

  it('keeps every implied probability between the fair one and 1, more so for long shots', () => {
    const prices = applyMargin([0.7, 0.2, 0.1], 0.1);
    const implied = prices!.map(impliedProbability);
    expect(implied[0] / 0.7).toBeLessThan(implied[1] / 0.2);
    expect(implied[1] / 0.2).toBeLessThan(implied[2] / 0.1);
    expect(applyMargin([0.97, 0.03], 0.05)!.map(impliedProbability)[0]).toBeLessThan(1);
  });

  it('returns the fair probabilities when the margin is removed', () => {
    fc.assert(
      fc.property(partition, fc.double({ min: 0, max: 0.25, noNaN: true }), (p, margin) => {
        const prices = applyMargin(p, margin);
        if (!prices) return true;
        const fair = removeMargin(prices);
        expect(fair.reduce((s, q) => s + q, 0)).toBeCloseTo(1, 9);
        fair.forEach((q, i) => expect(Math.abs(q - p[i])).toBeLessThan(0.003));
      }),
    );
  });

  it('sums double chance (each outcome covered twice) to 2 × (1 + margin)', () => {
    const prices = applyMargin([0.7, 0.75, 0.55], 0.05, 2)!;
    expect(Math.abs(overroundOf(prices) - 2.1)).toBeLessThanOrEqual(roundingBound(prices));
  });

  it('withdraws a market whose favourite would go under 1.01', () => {
    expect(applyMargin([0.995, 0.005], 0.05)).toBeUndefined();
  });
});
