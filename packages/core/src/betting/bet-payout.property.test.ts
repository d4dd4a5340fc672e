import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betMultiplier } from './bet-payout';
import { binomial } from './combinations';
import { ONE, ZERO, compare, over, plus, ratio, times } from './exact';
import { LEG_RESULTS, legFactor, type PricedLeg } from './leg-result';
import type { Ratio } from '../money/ratio';

const price = fc.integer({ min: 1001, max: 50_000 });
const result = fc.constantFrom(...LEG_RESULTS);
const legs = (min: number, max: number) =>
  fc.array(fc.record({ price, result }), { minLength: min, maxLength: max }) as fc.Arbitrary<PricedLeg[]>;

/** Every combination of k of the items (a direct, slow definition to check the fast one against). */
function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

const product = (factors: readonly Ratio[]) => factors.reduce<Ratio>((p, f) => times(p, f), ONE);

describe('bet maths properties', () => {
  it('a system pays the average over its combinations of each combination as an express', () => {
    fc.assert(
      fc.property(
        legs(3, 8).chain((ls) => fc.tuple(fc.constant(ls), fc.integer({ min: 2, max: ls.length - 1 }))),
        ([ls, k]) => {
          const direct = combinations(ls, k)
            .map((combo) => product(combo.map(legFactor)))
            .reduce<Ratio>((sum, p) => plus(sum, p), ZERO);
          const expected = over(direct, ratio(binomial(ls.length, k)));
          expect(compare(betMultiplier({ kind: 'system', size: k }, ls), expected)).toBe(0);
        },
      ),
    );
  });

  it('an express pays no less when one of its legs settles better', () => {
    const order = ['lost', 'half-lost', 'void', 'half-won', 'won'] as const;
    fc.assert(
      fc.property(legs(1, 6), fc.nat(), fc.integer({ min: 0, max: 3 }), (ls, at, step) => {
        const index = at % ls.length;
        const worse = { ...ls[index]!, result: order[step]! };
        const better = { ...ls[index]!, result: order[step + 1]! };
        const pay = (l: PricedLeg) =>
          betMultiplier(
            { kind: 'express' },
            ls.map((x, i) => (i === index ? l : x)),
          );
        expect(compare(pay(worse), pay(better))).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('an anti-express wins only on a lost leg; without one it returns at most the voided part of its stake', () => {
    fc.assert(
      fc.property(legs(2, 6), (ls) => {
        const pays = betMultiplier({ kind: 'anti', marginPercent: 15 }, ls);
        const anyLoss = ls.some((l) => l.result === 'lost' || l.result === 'half-lost');
        if (ls.every((l) => l.result === 'void')) expect(compare(pays, ONE)).toBe(0);
        else if (anyLoss) expect(pays.numerator).toBeGreaterThan(0n);
        else if (ls.some((l) => l.result === 'won')) expect(pays.numerator).toBe(0n);
        else expect(compare(pays, ONE)).toBeLessThan(0);
      }),
    );
  });
});
