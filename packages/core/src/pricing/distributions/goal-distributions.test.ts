import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOf } from '../core/points';
import { dixonColesGrid } from './dixon-coles';
import { poissonPmf } from './poisson';
import { breakTies, convolveGrids, gridPoints, independentGrid, shiftGrid } from './score-grid';

const sum = (values: ArrayLike<number>) => Array.from(values).reduce((s, v) => s + v, 0);

describe('Poisson and score grids', () => {
  it('truncates Poisson where the tail is negligible, summing to 1 with the right mean', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 12, noNaN: true }), (mean) => {
        const pmf = poissonPmf(mean);
        expect(sum(pmf)).toBeCloseTo(1, 12);
        expect(Array.from(pmf).reduce((s, p, k) => s + p * k, 0)).toBeCloseTo(mean, 6);
      }),
    );
    expect(Array.from(poissonPmf(0))).toEqual([1]);
  });

  it('moves mass from 1:0 and 0:1 to 0:0 and 1:1 with a negative Dixon-Coles rho, keeping the sum', () => {
    const plain = dixonColesGrid(1.4, 1.1, 0);
    const dc = dixonColesGrid(1.4, 1.1, -0.1);
    expect(sum(dc.p)).toBeCloseTo(1, 12);
    expect(dc.p[0]).toBeGreaterThan(plain.p[0]);
    expect(dc.p[dc.cols + 1]).toBeGreaterThan(plain.p[plain.cols + 1]);
    expect(dc.p[1]).toBeLessThan(plain.p[1]);
    expect(Math.min(...dixonColesGrid(3, 3, -5).p)).toBeGreaterThanOrEqual(0);
  });

  it('adds independent scores by convolution and projects totals, margins and each side', () => {
    const first = shiftGrid(dixonColesGrid(0.6, 0.5, -0.1), 1, 0);
    const second = dixonColesGrid(0.8, 0.6, -0.1);
    const full = convolveGrids(first, second);
    expect(sum(full.p)).toBeCloseTo(1, 12);
    expect(meanOf(gridPoints(full, 'total'))).toBeCloseTo(
      meanOf(gridPoints(first, 'total')) + meanOf(gridPoints(second, 'total')),
      9,
    );
    expect(meanOf(gridPoints(full, 'margin'))).toBeCloseTo(
      meanOf(gridPoints(full, 'home')) - meanOf(gridPoints(full, 'away')),
      9,
    );
    expect(Math.min(...gridPoints(full, 'home').x)).toBe(1);
  });

  it('breaks every tie with the decider and leaves other scores alone', () => {
    const grid = independentGrid(poissonPmf(1.2), poissonPmf(1));
    const decider = independentGrid(Float64Array.of(0.4, 0.6), Float64Array.of(0.6, 0.4));
    decider.p[0] = 0;
    decider.p[3] = 0;
    const total = sum(decider.p);
    decider.p.forEach((p, i) => (decider.p[i] = p / total));
    const broken = gridPoints(breakTies(grid, decider), 'margin');
    expect(broken.x.includes(0)).toBe(false);
    expect(sum(broken.p)).toBeCloseTo(1, 12);
  });
});
