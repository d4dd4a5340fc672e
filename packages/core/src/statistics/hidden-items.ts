import { HIDDEN_ITEMS_KEY_PREFIX } from '../constants/storage.constants';
import { HIDDEN_ITEM_ID } from './frame-params';

/** The storage key of one hidden item: the hidden-items prefix and the item's id (STAT-21). */
export function hiddenItemKey(itemId: string): string {
  return `${HIDDEN_ITEMS_KEY_PREFIX}${itemId}`;
}

/** The hidden item ids among storage keys, sorted so the frame's `h` is stable. */
export function hiddenItemsOf(storageKeys: Iterable<string>): string[] {
  const ids: string[] = [];
  for (const key of storageKeys) {
    if (!key.startsWith(HIDDEN_ITEMS_KEY_PREFIX)) continue;
    const id = key.slice(HIDDEN_ITEMS_KEY_PREFIX.length);
    if (HIDDEN_ITEM_ID.test(id)) ids.push(id);
  }
  return [...new Set(ids)].sort();
}

/** The list with an item switched on or off. */
export function switchHiddenItem(items: readonly string[], itemId: string, hidden: boolean): string[] {
  const rest = items.filter((id) => id !== itemId);
  return hidden ? [...rest, itemId].sort() : rest;
}
