import { describe, expect, it } from 'vitest';
import { flagEmoji, isFlagAllowed } from './country-flag';

describe('country flags (CFG-19)', () => {
  it.each([
    [{ allow: [], deny: [] }, 'gb', true],
    [{ allow: [], deny: ['RU'] }, 'ru', false],
    [{ allow: ['GB', 'AE'], deny: [] }, 'ae', true],
    [{ allow: ['GB', 'AE'], deny: [] }, 'ru', false],
    [{ allow: ['GB'], deny: ['GB'] }, 'gb', false],
  ])('%j allows %s: %s', (rules, code, allowed) => {
    expect(isFlagAllowed(rules, code)).toBe(allowed);
  });

  it('writes a flag as its two regional indicator symbols', () => {
    expect(flagEmoji('gb')).toBe('🇬🇧');
    expect(flagEmoji('AE')).toBe('🇦🇪');
  });
});
