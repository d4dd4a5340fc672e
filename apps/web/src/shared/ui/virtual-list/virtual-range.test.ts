import { describe, expect, it } from 'vitest';
import { limitedRange, overscanFor } from './virtual-range';

describe('virtual scroller range (UI-17)', () => {
  it.each([
    [40, 5],
    [32, 7],
    [200, 1],
    [0, 200],
  ])('a 200 px buffer of %i px items is %i items', (size, items) => {
    expect(overscanFor(size)).toBe(items);
  });

  it('renders the visible range with its buffer', () => {
    expect(limitedRange({ startIndex: 10, endIndex: 14, overscan: 2, count: 100 })).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  });

  it('never renders more than 1000 items, centred on the visible ones', () => {
    const indexes = limitedRange({ startIndex: 3000, endIndex: 4500, overscan: 5, count: 10_000 });
    expect(indexes).toHaveLength(1000);
    expect(indexes[0]).toBe(3250);
    expect(indexes.at(-1)).toBe(4249);
    const atEnd = limitedRange({ startIndex: 9950, endIndex: 9999, overscan: 5, count: 10_000 }, 100);
    expect(atEnd.at(-1)).toBe(9999);
  });
});
