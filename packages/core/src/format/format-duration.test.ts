import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '00:00'],
    [9.99, '00:09'],
    [65, '01:05'],
    [5730, '95:30'],
    [-3, '00:00'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([Number.NaN, Infinity])('refuses %s', (seconds) => {
    expect(() => formatDuration(seconds)).toThrow(RangeError);
  });

  it('reads back as the whole seconds it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seconds) => {
        const [minutes, rest] = formatDuration(seconds).split(':').map(Number);
        return minutes * 60 + rest === seconds && rest < 60;
      }),
    );
  });
});
