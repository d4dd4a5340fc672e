import { describe, expect, it } from 'vitest';
import { cleanMetrics } from './analytics-metrics';

describe('cleanMetrics', () => {
  it.each([
    [undefined, undefined],
    [{}, undefined],
    [
      { i1: 3, f1: 1.5, s1: 'full_reg' },
      { i1: 3, f1: 1.5, s1: 'full_reg' },
    ],
    [{ i4: 1, x: 'y', amount: 10 }, undefined],
    [
      { i2: 2.9, i3: -1.5 },
      { i2: 2, i3: -1 },
    ],
    [{ f2: Number.NaN, f3: Number.POSITIVE_INFINITY, i1: '7' }, undefined],
    [{ s2: 42 }, { s2: '42' }],
    [{ s3: true, f1: '1.5' }, undefined],
  ])('%j becomes %j', (input, expected) => {
    expect(cleanMetrics(input)).toEqual(expected);
  });

  it('cuts long text to 500 characters', () => {
    expect(cleanMetrics({ s1: 'x'.repeat(600) })?.s1).toHaveLength(500);
  });
});
