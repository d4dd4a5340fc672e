import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendSnapshot, chartScale, HISTORY_LIMIT, stepPath, type PriceSnapshot } from './price-history';

const at = (atMs: number, prices: Record<number, number>): PriceSnapshot => ({ atMs, prices });

describe('price history of the graph page', () => {
  it('records only changes, in time order', () => {
    let history = appendSnapshot([], at(1000, { 1: 2.5, 3: 2.8 }));
    history = appendSnapshot(history, at(2000, { 1: 2.5, 3: 2.8 }));
    expect(history).toHaveLength(1);
    history = appendSnapshot(history, at(3000, { 1: 2.4, 3: 2.9 }));
    history = appendSnapshot(history, at(2500, { 1: 9, 3: 9 }));
    expect(history.map((p) => p.atMs)).toEqual([1000, 3000]);
    expect(appendSnapshot(history, at(4000, {}))).toHaveLength(2);
  });

  it('keeps at most the newest HISTORY_LIMIT points', () => {
    let history: PriceSnapshot[] = [];
    for (let i = 0; i < HISTORY_LIMIT + 50; i += 1)
      history = appendSnapshot(history, at(i, { 1: 1.5 + (i % 2) }));
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[history.length - 1]!.atMs).toBe(HISTORY_LIMIT + 49);
  });

  it('draws steps that stay inside the box', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1.01, max: 50, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (prices) => {
          const history = prices.reduce<PriceSnapshot[]>(
            (acc, price, i) => appendSnapshot(acc, at(i * 1000, { 1: price })),
            [],
          );
          const scale = chartScale(history, prices.length * 1000);
          const path = stepPath(history, 1, scale, 600, 200);
          const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number);
          for (const value of numbers) {
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(600);
          }
          expect(path.startsWith('M')).toBe(true);
          expect(path.endsWith('H600')).toBe(true);
        },
      ),
    );
  });

  it('puts a higher price higher on the chart', () => {
    const history = [at(0, { 1: 2 }), at(1000, { 1: 3 })];
    const path = stepPath(history, 1, chartScale(history, 2000), 100, 100);
    const [, firstY] = /^M[\d.]+,([\d.]+)/.exec(path)!;
    const [, secondY] = /V([\d.]+)/.exec(path)!;
    expect(Number(secondY)).toBeLessThan(Number(firstY));
    expect(stepPath(history, 2, chartScale(history, 2000), 100, 100)).toBe('');
  });
});
