import { useQuery } from '@tanstack/react-query';
import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import type { FeedKind } from '../model/feed-types';
import { useDisallowedSports } from './disallowed-sports.api';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

/** GetSportsShortZip: the sports of a feed in menu order with game and championship counts. */
export function useSports(kind: FeedKind) {
  const { lng } = useFeedLocale();
  const hidden = useDisallowedSports(kind);
  return useQuery({
    ...feedQuery<FeedSportShortJson[]>(kind, 'GetSportsShortZip', { lng, antisports: hidden.sports }),
    enabled: hidden.ready,
  });
}
