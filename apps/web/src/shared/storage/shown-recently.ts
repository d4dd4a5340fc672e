import { PROMO_POPUP_QUIET_MS } from '@sportsbook/core/constants/ui-timing.constants';
import { readStorageJson, writeStorage } from './local-storage';

/**
 * A popup that offers something is shown at most once per quiet period, whatever the player did with it:
 * asking again on every page would turn an offer into nagging.
 */
export function shownRecently(key: string, now = Date.now()): boolean {
  const at = readStorageJson<number>(key);
  return typeof at === 'number' && now - at < PROMO_POPUP_QUIET_MS;
}

export function markShown(key: string, now = Date.now()): void {
  writeStorage(key, JSON.stringify(now));
}
