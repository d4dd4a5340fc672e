import { MENU_SORT, type MenuSortId } from '@sportsbook/core/constants/sports-menu.constants';
import type { FeedSport } from '../feed-model';

/** A sport of the menu with what the orders other than the operator's rank it by. */
export interface RankedSport {
  readonly sport: FeedSport;
  /** Games open for betting in the operator's top championships. */
  readonly topGames: number;
  /** Games open for betting. */
  readonly openGames: number;
}

const RANKS: Readonly<Record<MenuSortId, (entry: RankedSport) => number>> = {
  [MENU_SORT.sportSort]: () => 0,
  [MENU_SORT.topSport]: (entry) => entry.topGames,
  [MENU_SORT.play]: (entry) => entry.openGames,
};

/**
 * The sports menu's orders (SPT-22): 10000 the operator's sport order; 10001 top sports first, by the games
 * of the operator's top championships (the feed keeps no bet counts); 10002 what can be bet on now, by the
 * number of open games. Both rank descending, and ties keep the operator's order.
 */
export function orderMenuSports<T extends RankedSport>(entries: readonly T[], sortId: MenuSortId): T[] {
  const rank = RANKS[sortId];
  return [...entries].sort(
    (a, b) => rank(b) - rank(a) || a.sport.sort - b.sport.sort || a.sport.id - b.sport.id,
  );
}
