import { useQuery } from '@tanstack/react-query';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { FeedExpressJson } from '@sportsbook/core/api/feed-responses/feed-express.schema';
import type { FeedGlobalChampJson } from '@sportsbook/core/api/feed-responses/feed-global-champ.schema';
import { feedQuery } from '../../sportsbook/api/feed-request';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';
import type { FeedKind, ListGame } from '../../sportsbook/model/feed-types';

/** WebGetTopChampsZip: the top championships of a feed. */
export function useTopChamps(kind: FeedKind = 'line') {
  const { lng } = useFeedLocale();
  return useQuery(feedQuery<FeedChampEntryJson[]>(kind, 'WebGetTopChampsZip', { lng }));
}

/** GetTopGamesStatZip: the top games, most interesting first. */
export function useTopGames(kind: FeedKind, count = 10) {
  const locale = useFeedLocale();
  return useQuery(feedQuery<ListGame[]>(kind, 'GetTopGamesStatZip', { ...locale, count }));
}

/** GetExpressDayZip: the expresses of the day (line only). */
export function useExpressesOfTheDay() {
  const locale = useFeedLocale();
  return useQuery(feedQuery<FeedExpressJson[]>('line', 'GetExpressDayZip', locale));
}

/** GetGlobalChampsZip: championships that span sports, such as the Olympic Games. */
export function useGlobalChamps(kind: FeedKind) {
  const { lng } = useFeedLocale();
  return useQuery(feedQuery<FeedGlobalChampJson[]>(kind, 'GetGlobalChampsZip', { lng }));
}
