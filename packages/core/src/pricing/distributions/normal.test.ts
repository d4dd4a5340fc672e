import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convolve, mixture, probabilityOf, without } from './discrete';
import { discreteNormal, normalCdf } from './normal';

const mean = (d: { offset: number; probabilities: Float64Array }) =>
  Array.from(d.probabilities).reduce((s, p, i) => s + p * (d.offset + i), 0);

describe('normal distributions', () => {
  it.each([
    [0, 0.5],
    [1.959963984540054, 0.975],
    [-1, 0.15865525393145707],
    [3, 0.9986501019683699],
    [-6, 9.865876450376981e-10],
  ])('Φ(%d) = %d', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 14);
  });

  it('rounds a normal to integers keeping its mean and a total of 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 250, noNaN: true }),
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        (m, sd) => {
          const d = discreteNormal(m, sd);
          expect(Array.from(d.probabilities).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
          expect(mean(d)).toBeCloseTo(m, 5);
        },
      ),
    );
    expect(discreteNormal(3.4, 0)).toEqual({ offset: 3, probabilities: Float64Array.of(1) });
  });

  it('convolves, mixes and conditions discrete distributions', () => {
    const a = discreteNormal(2, 1.5);
    const b = discreteNormal(-1, 2);
    expect(mean(convolve(a, b))).toBeCloseTo(1, 9);
    expect(
      mean(
        mixture([
          [a, 0.25],
          [b, 0.75],
        ]),
      ),
    ).toBeCloseTo(0.25 * 2 + 0.75 * -1, 9);
    const nonZero = without(b, 0, true);
    expect(probabilityOf(nonZero, 0)).toBe(0);
    expect(Array.from(nonZero.probabilities).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });
});
