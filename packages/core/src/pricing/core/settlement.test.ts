import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleAbove, type Settlement } from './settlement';

const mirror: Record<Settlement, Settlement> = {
  won: 'lost',
  'half-won': 'half-lost',
  void: 'void',
  'half-lost': 'half-won',
  lost: 'won',
};

describe('settleAbove', () => {
  it.each([
    // [value, line, settlement]: half lines never push
    [3, 2.5, 'won'],
    [2, 2.5, 'lost'],
    // whole lines push on equality
    [3, 3, 'void'],
    [4, 3, 'won'],
    [2, 3, 'lost'],
    // quarter lines split the stake over the neighbouring lines
    [3, 2.75, 'half-won'],
    [4, 2.75, 'won'],
    [2, 2.75, 'lost'],
    [2, 2.25, 'half-lost'],
    [3, 2.25, 'won'],
    [1, 2.25, 'lost'],
    // a handicap: home -0.25 is "margin above 0.25"; a draw is half-lost, a win by one won
    [0, 0.25, 'half-lost'],
    [1, 0.25, 'won'],
    // away +0.25 after a draw is "away margin 0 above -0.25": half-won
    [0, -0.25, 'half-won'],
    [-1, -0.25, 'lost'],
    // home -0.75 winning by one: half-won; -1.25 winning by one: half-lost
    [1, 0.75, 'half-won'],
    [1, 1.25, 'half-lost'],
    [0, 0, 'void'],
  ] as const)('%d above %d is %s', (value, line, expected) => {
    expect(settleAbove(value, line)).toBe(expected);
  });

  it('settles the two sides of every line as mirror images (over against under, home against away)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -15, max: 15 }), fc.integer({ min: -40, max: 40 }), (value, quarters) => {
        const line = quarters / 4;
        return settleAbove(-value, -line) === mirror[settleAbove(value, line)];
      }),
    );
  });
});
