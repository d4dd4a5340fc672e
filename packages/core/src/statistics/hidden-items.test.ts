import { describe, expect, it } from 'vitest';
import { HIDDEN_ITEMS_KEY_PREFIX } from '../constants/storage.constants';
import { hiddenItemKey, hiddenItemsOf, switchHiddenItem } from './hidden-items';

describe('hidden items', () => {
  it('stores each item under the hidden-items prefix', () => {
    expect(hiddenItemKey('lineups')).toBe(`${HIDDEN_ITEMS_KEY_PREFIX}lineups`);
  });

  it('finds the hidden items among storage keys', () => {
    const keys = [
      'theme',
      hiddenItemKey('venue'),
      hiddenItemKey('h2h'),
      `${HIDDEN_ITEMS_KEY_PREFIX}bad-id`,
      'coupon',
    ];
    expect(hiddenItemsOf(keys)).toEqual(['h2h', 'venue']);
  });

  it('switches an item on and off', () => {
    expect(switchHiddenItem(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(switchHiddenItem(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(switchHiddenItem(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
