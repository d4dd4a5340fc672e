import { describe, expect, it } from 'vitest';
import { bodyBool, bodyDecimal, bodyIdList, bodyInt, moneyAmount } from './body-values.schema';

describe('body values', () => {
  it.each([
    [7, 7],
    ['7', 7],
    [' 42 ', 42],
  ])('reads the integer %j as %j', (input, expected) => {
    expect(bodyInt(0, 100).parse(input)).toBe(expected);
  });

  it.each([[1.5], ['1.5'], ['12abc'], [''], [101], ['-1'], [true], [null]])(
    'refuses the integer %j',
    (input) => {
      expect(bodyInt(0, 100).safeParse(input).success).toBe(false);
    },
  );

  it.each([
    [10.5, '10.5'],
    ['10.50', '10.50'],
    [0, '0'],
    ['0.00000001', '0.00000001'],
  ])('keeps the amount %j as the decimal text %j, so minor units come out exactly', (input, expected) => {
    expect(moneyAmount.parse(input)).toBe(expected);
  });

  it.each([[-1], ['-1'], ['1e3'], ['1,5'], ['0.000000001'], [Number.NaN], [1e16]])(
    'refuses the amount %j',
    (input) => {
      expect(moneyAmount.safeParse(input).success).toBe(false);
    },
  );

  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['0', false],
  ])('reads the flag %j as %j', (input, expected) => {
    expect(bodyBool.parse(input)).toBe(expected);
  });

  it.each([[2], ['yes'], [null], ['']])('refuses the flag %j', (input) => {
    expect(bodyBool.safeParse(input).success).toBe(false);
  });

  it('reads a decimal from a number or text', () => {
    expect([bodyDecimal(0, 10).parse('1.09'), bodyDecimal(-10, 10).parse(-1.5)]).toEqual([1.09, -1.5]);
  });

  it('reads an id list from an array or comma-joined text, de-duplicated and sorted', () => {
    expect(bodyIdList().parse([3, '1', 3])).toEqual([1, 3]);
    expect(bodyIdList().parse('5, 2')).toEqual([2, 5]);
    expect(bodyIdList(2).safeParse([1, 2, 3]).success).toBe(false);
    expect(bodyIdList().safeParse('1,0').success).toBe(false);
  });
});
