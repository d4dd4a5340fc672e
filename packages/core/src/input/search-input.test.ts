import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { limitSearchInput } from './search-input';

describe('limitSearchInput', () => {
  it('cuts at 100 characters by default and leaves shorter text alone', () => {
    expect(limitSearchInput('x'.repeat(150))).toHaveLength(100);
    expect(limitSearchInput('real madrid')).toBe('real madrid');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(limitSearchInput('⚽⚽⚽', 2)).toBe('⚽⚽');
    expect(limitSearchInput('a😀b', 2)).toBe('a😀');
  });

  it('keeps a prefix of at most maxLength characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 120 }), (value, max) => {
        const cut = limitSearchInput(value, max);
        return value.startsWith(cut) && Array.from(cut).length <= max;
      }),
    );
  });
});
