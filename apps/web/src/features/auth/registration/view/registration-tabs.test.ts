import { describe, expect, it } from 'vitest';
import { tabIconOf } from './registration-tabs';

describe('registration tab icons (REG-04)', () => {
  it.each([
    ['soc_reg', 'social'],
    ['google', 'google'],
    ['fast_reg', 'bolt'],
    ['phone_reg', 'send'],
    ['full_reg', 'mail'],
    ['some_new_type', 'mail'],
    ['', 'mail'],
  ])('%j -> %s', (type, icon) => {
    expect(tabIconOf(type)).toBe(icon);
  });
});
