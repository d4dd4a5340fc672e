import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { useTopChamps } from '../api/specials-feed.api';

const FOOTBALL = 1;

/**
 * The championship the championship pages feature: the top international football competition of the feed
 * (the Champions League in the engine's world), else its first top championship.
 */
export function featuredChampOf(champs: readonly FeedChampEntryJson[]): FeedChampEntryJson | undefined {
  return champs.find((champ) => champ.SI === FOOTBALL && champ.CI === 0) ?? champs[0];
}

export function useFeaturedChamp() {
  const top = useTopChamps();
  return { champ: featuredChampOf(top.data ?? []), isPending: top.isPending, isError: top.isError };
}
