import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryBool, queryIdList, queryInt, queryObject, queryText } from './query-values.schema';

const query = queryObject({
  count: queryInt(1, 1000).optional(),
  top: queryBool.optional(),
  sports: queryIdList(5).optional(),
  lng: queryText(10).optional(),
});

describe('query values', () => {
  it('coerces text to numbers, flags and id lists, keeping unknown parameters', () => {
    expect(query.parse({ count: '50', top: 'TRUE', sports: '4,1,4', lng: ' en ', tzo: '3' })).toEqual({
      count: 50,
      top: true,
      sports: [1, 4],
      lng: 'en',
      tzo: '3',
    });
  });

  it('treats a blank known parameter as absent, as the platform’s clients send them', () => {
    expect(query.parse({ count: '', sports: ' ', topGroups: '' })).toEqual({});
  });

  it.each([
    [{ count: 'ten' }],
    [{ count: '2.5' }],
    [{ count: '0' }],
    [{ count: '1001' }],
    [{ top: 'yes' }],
    [{ sports: '1,x' }],
    [{ sports: '1,2,3,4,5,6' }],
    [{ sports: '-1' }],
    [{ lng: 'x'.repeat(11) }],
  ])('refuses %j', (input) => {
    expect(query.safeParse(input).success).toBe(false);
  });

  it('reads flags as true/false or 1/0 only', () => {
    expect(['true', '1', 'False', '0'].map((value) => queryBool.parse(value))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads an id list from a repeated parameter as from a comma-joined one', () => {
    expect(queryIdList().parse(['3', '1'])).toEqual([1, 3]);
  });

  it('reads any comma-joined id list back as its sorted distinct ids', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 50 }),
        (ids) => {
          const parsed = queryIdList(50).parse(ids.join(','));
          expect(parsed).toEqual([...new Set(ids)].sort((a, b) => a - b));
        },
      ),
    );
  });
});
