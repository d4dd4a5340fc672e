import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffValues } from './value-patch';

const overTheWire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Pairs of values that are often alike, as a game and its next version are. */
const similarPair = fc
  .jsonValue({ maxDepth: 4 })
  .chain((before) =>
    fc.tuple(
      fc.constant(before),
      fc.oneof(fc.constant(before), fc.jsonValue({ maxDepth: 4 }), fc.constant(overTheWire(before))),
    ),
  );

describe('value patches', () => {
  it('turn one JSON value into another after a trip over the wire, leaving the base as it was', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), (before, after) => {
        const base = deepFreeze(overTheWire(before));
        const patch = diffValues(base, after);
        const result = patch ? applyPatch(base, overTheWire(patch)) : base;
        expect(overTheWire(result)).toEqual(overTheWire(after));
      }),
      { numRuns: 500 },
    );
  });

  it('are absent exactly when the values are equal as JSON', () => {
    fc.assert(
      fc.property(similarPair, ([before, after]) => {
        const equal = JSON.stringify(before) === JSON.stringify(after);
        expect(diffValues(before, after) === undefined).toBe(equal);
      }),
      { numRuns: 500 },
    );
  });

  it('name only the changed price of a game, and share its unchanged markets', () => {
    const market = (G: number, prices: number[]) => ({ G, outcomes: prices.map((C, T) => ({ T, C })) });
    const before = deepFreeze({
      id: 7,
      name: { en: 'Arsenal - Chelsea' },
      markets: [market(1, [2100, 3400, 3300]), market(17, [1900, 1950])],
      version: 4,
    });
    const after = { ...before, markets: [before.markets[0], market(17, [1900, 2000])], version: 5 };
    const patch = diffValues(before, after);
    expect(patch).toEqual({
      o: {
        markets: { a: [[1, { o: { outcomes: { a: [[1, { o: { C: { $: 2000 } } }]], n: 2 } } }]], n: 2 },
        version: { $: 5 },
      },
    });
    const applied = applyPatch(before, patch!) as typeof before;
    expect(applied).toEqual(after);
    expect(applied.markets[0]).toBe(before.markets[0]);
    expect(applied.name).toBe(before.name);
  });

  it('drop removed keys and shortened arrays, treating an undefined key as absent', () => {
    const before = { a: 1, b: [1, 2, 3], c: 'x', gone: undefined };
    const after = { a: 1, b: [1], c: undefined };
    const patch = diffValues(before, after);
    expect(patch).toEqual({ o: { b: { a: [], n: 1 } }, d: ['c'] });
    expect(applyPatch(before, patch!)).toEqual({ a: 1, b: [1], gone: undefined });
  });
});
