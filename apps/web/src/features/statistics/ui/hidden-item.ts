import { hiddenItemKey } from '@sportsbook/core/statistics/hidden-items';
import { removeStorage, writeStorage } from '../../../shared/storage/local-storage';
import { useFrameState } from '../frame/frame-state.store';
import { postToHost } from '../frame/host-channel';

/**
 * Hides or shows a block. Framed, the host keeps the list (SwitchHiddenItem, stored under its hidden-items
 * prefix); alone, this browser stores it under the same prefix.
 */
export function switchHidden(itemId: string, hidden: boolean): void {
  const state = useFrameState.getState();
  state.setHidden(itemId, hidden);
  if (state.embedded) {
    postToHost({ type: 'SwitchHiddenItem', itemId, hidden });
  } else if (hidden) {
    writeStorage(hiddenItemKey(itemId), '1');
  } else {
    removeStorage(hiddenItemKey(itemId));
  }
}

export function useIsHidden(itemId: string): boolean {
  return useFrameState((state) => state.hiddenItems.includes(itemId));
}
