import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepMerge, mergeLayers } from './deep-merge';

/**
 * JSON-like trees shaped like configuration patches: a key always holds the same kind of value (`o*` objects,
 * `n` numbers, `l` arrays), as every patch that passed the schema does. Few keys, so merged trees overlap.
 */
const { object } = fc.letrec((tie) => ({
  object: fc.record(
    {
      o1: tie('object'),
      o2: tie('object'),
      n: fc.oneof(fc.integer(), fc.constant(null)),
      l: fc.array(fc.integer(), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
}));

type Json = unknown;

/** Every path to a non-object value of a tree. */
function leaves(value: Json, path: string[] = []): [string[], Json][] {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [[path, value]];
}

function at(value: Json, path: string[]): Json {
  return path.reduce<Json>((v, k) => (v as Record<string, Json>)[k], value);
}

describe('deepMerge', () => {
  it('lets every leaf of the patch win', () => {
    fc.assert(
      fc.property(object, object, (base, patch) => {
        const merged = deepMerge<Json>(base, patch);
        for (const [path, value] of leaves(patch)) {
          if (path.length > 0) expect(at(merged, path)).toEqual(value);
        }
      }),
    );
  });

  it('keeps what the patch does not mention', () => {
    fc.assert(
      fc.property(object, object, (base, patch) => {
        const merged = deepMerge<Json>(base, patch) as Record<string, Json>;
        for (const [key, value] of Object.entries(base)) {
          if (!(key in patch)) expect(merged[key]).toEqual(value);
        }
      }),
    );
  });

  it('is associative, so layers can be folded in any grouping', () => {
    fc.assert(
      fc.property(object, object, object, (a, b, c) => {
        expect(deepMerge<Json>(deepMerge<Json>(a, b), c)).toEqual(deepMerge<Json>(a, deepMerge<Json>(b, c)));
      }),
    );
  });

  it('has the empty patch as identity and is idempotent', () => {
    fc.assert(
      fc.property(object, (a) => {
        expect(deepMerge<Json>(a, {})).toEqual(a);
        expect(deepMerge<Json>(a, a)).toEqual(a);
      }),
    );
  });

  it('never modifies its inputs', () => {
    fc.assert(
      fc.property(object, object, (base, patch) => {
        const before = structuredClone([base, patch]);
        deepMerge<Json>(base, patch);
        expect([base, patch]).toEqual(before);
      }),
    );
  });

  it('replaces arrays whole and skips undefined', () => {
    expect(deepMerge({ list: [1, 2, 3], n: 1 }, { list: [9], n: undefined })).toEqual({ list: [9], n: 1 });
  });

  it('ignores prototype-polluting keys of a parsed JSON patch', () => {
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "a": {"constructor": {"x": 1}}}');
    const merged = deepMerge<Json>({ a: { b: 1 } }, patch) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(merged).toEqual({ a: { b: 1 } });
  });
});

describe('mergeLayers', () => {
  it('applies layers bottom to top', () => {
    const base: { x: number; y: { z: number; w: number } } = { x: 1, y: { z: 1, w: 1 } };
    expect(mergeLayers(base, [{ y: { z: 2 } }, undefined, { x: 3, y: { z: 4 } }])).toEqual({
      x: 3,
      y: { z: 4, w: 1 },
    });
  });
});
