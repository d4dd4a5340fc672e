import { describe, expect, it } from 'vitest';
import { fittingCount } from './use-fitting-count';

describe('fittingCount (header visible items 9, nav indent 100)', () => {
  it.each([
    [[100, 100, 100], 1000, 3, 'all fit, no room kept for "more" after the last'],
    [[100, 100, 100, 100], 350, 2, 'room for "more" is kept while items remain'],
    [Array(12).fill(80), 5000, 9, 'never more than the configured 9'],
    [[500], 100, 1, 'at least one item shows'],
  ])('%j in %i px -> %i (%s)', (widths, available, expected) => {
    expect(fittingCount(widths, available, 100, 9)).toBe(expected);
  });
});
