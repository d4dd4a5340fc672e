import { useQuery } from '@tanstack/react-query';
import type {
  FeedChampCountryGroupJson,
  FeedChampEntryJson,
} from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { FeedKind } from '../model/feed-types';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

export type ChampCountry = FeedChampCountryGroupJson;
export type ChampEntry = FeedChampEntryJson;

/** GetChampsZip with groupChamps: a sport's championships by country (for the menu), once it is opened. */
export function useChampsByCountry(kind: FeedKind, sportId: number, enabled = true) {
  const { lng } = useFeedLocale();
  return useQuery({
    ...feedQuery<ChampCountry[]>(kind, 'GetChampsZip', { lng, sport: sportId, groupChamps: true }),
    enabled,
  });
}
