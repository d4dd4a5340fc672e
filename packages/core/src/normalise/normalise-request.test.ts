import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseRequestParams, type RequestParams } from './normalise-request';

describe('normaliseRequestParams', () => {
  it.each<[string, RequestParams, RequestParams, Record<string, string>]>([
    [
      'integers in base 10',
      { sportId: 1, big: 1e21, neg: -0 },
      {},
      { big: '1000000000000000000000', neg: '0', sportId: '1' },
    ],
    ['fractions without exponent', { cf: 1.5, tiny: 1e-7 }, {}, { cf: '1.5', tiny: '0.0000001' }],
    ['true kept, false omitted', { live: true, top: false }, {}, { live: 'true' }],
    ['null and undefined omitted', { a: null, b: undefined, c: 'x' }, {}, { c: 'x' }],
    ['empty arrays dropped', { sports: [] }, {}, {}],
    ['id lists de-duplicated, sorted, joined', { champs: [30, 4, 30, 100, '4'] }, {}, { champs: '4,30,100' }],
    ['text lists sorted as text', { tags: ['b', 'a', 'b'] }, {}, { tags: 'a,b' }],
    [
      'defaults omitted',
      { lng: 'ru', partner: 1, count: 50 },
      { lng: 'ru', partner: 1, count: 20 },
      { count: '50' },
    ],
    ['defaults compared after normalising', { ids: [2, 1, 2] }, { ids: [1, 2] }, {}],
    ['a false default does not hide a true value', { live: true }, { live: false }, { live: 'true' }],
    ['empty string kept', { text: '' }, {}, { text: '' }],
  ])('%s', (_name, params, defaults, expected) => {
    expect(normaliseRequestParams(params, defaults)).toEqual(expected);
  });

  it('sorts keys so equal requests give equal query strings', () => {
    expect(Object.keys(normaliseRequestParams({ b: 1, a: 2, c: 3 }))).toEqual(['a', 'b', 'c']);
  });

  it.each([Number.NaN, Infinity])('refuses %s as a bug', (value) => {
    expect(() => normaliseRequestParams({ x: value })).toThrow(TypeError);
    expect(() => normaliseRequestParams({ x: [1, value] })).toThrow(TypeError);
  });

  it('gives the same result for any order and repetition of ids', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1 }), (ids) => {
        const shuffled = [...ids].reverse().concat(ids);
        const a = normaliseRequestParams({ ids });
        const b = normaliseRequestParams({ ids: shuffled });
        const written = a.ids.split(',').map(Number);
        return (
          a.ids === b.ids &&
          written.every((id, i) => i === 0 || written[i - 1] < id) &&
          new Set(written).size === new Set(ids).size
        );
      }),
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.nat()))),
        (params) => {
          const once = normaliseRequestParams(params);
          expect(normaliseRequestParams(once)).toEqual(once);
        },
      ),
    );
  });

  it('treats a parameter named __proto__ as a plain parameter', () => {
    const params = JSON.parse('{"__proto__": "x", "a": 1}') as RequestParams;
    const result = normaliseRequestParams(params);
    expect(Object.keys(result)).toEqual(['__proto__', 'a']);
    expect(result['__proto__']).toBe('x');
  });
});
