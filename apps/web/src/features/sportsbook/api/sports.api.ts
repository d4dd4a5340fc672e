import { useQuery } from '@tanstack/react-query';
import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import type { MenuSortId } from '@sportsbook/core/constants/sports-menu.constants';
import type { FeedKind } from '../model/feed-types';
import { useDisallowedSports } from './disallowed-sports.api';
import { feedQuery } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

/**
 * GetSportsShortZip: the sports of a feed with game and championship counts, in the operator's order or the
 * menu order `sort` picks (SPT-22).
 */
export function useSports(kind: FeedKind, sort?: MenuSortId) {
  const { lng } = useFeedLocale();
  const hidden = useDisallowedSports(kind);
  return useQuery({
    ...feedQuery<FeedSportShortJson[]>(kind, 'GetSportsShortZip', {
      lng,
      antisports: hidden.sports,
      sort,
    }),
    enabled: hidden.ready,
  });
}
