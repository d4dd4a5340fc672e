import { useQuery } from '@tanstack/react-query';
import type {
  FeedIncidentJson,
  FeedInsightsJson,
} from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import type { FeedStageTableJson } from '@sportsbook/core/api/feed-responses/feed-stage-table.schema';
import { FeedError, feedQuery, GAME_NOT_FOUND } from '../../sportsbook/api/feed-request';
import type { FeedKind, ListGame, PageGame } from '../../sportsbook/model/feed-types';
import { useLang } from '../../../shared/i18n/use-lang';
import { useStatisticsOdds } from './use-statistics-odds';

/** GetStageTableIds: a championship's stage and season (I stage id, SI season id). */
export type StageIds = Pick<FeedStageTableJson, 'I' | 'SI' | 'LI' | 'L'>;

const notFoundIsFinal = (failures: number, error: Error) =>
  !(error instanceof FeedError && error.code === GAME_NOT_FOUND) && failures < 2;

/** The feed calls' `lng` and `cfview` on the statistics pages. */
function useFeedLocale() {
  const lng = useLang();
  const { cfview } = useStatisticsOdds();
  return { lng, cfview };
}

/** GetGameZip (the line feed finds live games too): a game's head and markets. */
export function useStatsGame(
  gameId: number,
  refetchMs: number | false | ((game: PageGame | undefined) => number | false) = false,
) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<PageGame>('line', 'GetGameZip', { ...locale, id: gameId }),
    refetchInterval: (query: { state: { data: PageGame | undefined } }) =>
      typeof refetchMs === 'function' ? refetchMs(query.state.data) : refetchMs,
    retry: notFoundIsFinal,
  });
}

/** GameInsights: the two sides' ratings, form and facts. */
export function useInsights(gameId: number, enabled = true) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<FeedInsightsJson>('line', 'GameInsights', { ...locale, id: gameId }),
    enabled,
    retry: notFoundIsFinal,
  });
}

/** GetChronoOfPlay: a game's incidents in order; asked again while it is live. */
export function useChrono(gameId: number, live: boolean) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<FeedIncidentJson[]>('live', 'GetChronoOfPlay', { ...locale, id: gameId }),
    refetchInterval: live ? 10_000 : false,
    retry: notFoundIsFinal,
  });
}

/** GetStageTableIds: the stage and season of a championship. */
export function useStageIds(champId: number, enabled = true) {
  const { lng } = useFeedLocale();
  return useQuery({
    ...feedQuery<StageIds[]>('line', 'GetStageTableIds', { lng, champ: champId }),
    enabled,
    retry: notFoundIsFinal,
  });
}

/** GetChampZip: a championship's games in one feed. */
export function useChampGames(kind: FeedKind, champId: number, enabled = true) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<{ G: ListGame[] }>(kind, 'GetChampZip', { ...locale, champ: champId, count: 200 }),
    enabled,
    retry: notFoundIsFinal,
  });
}

/** GetGamesTeamZip: a team's coming (line) or running (live) games. */
export function useTeamGames(kind: FeedKind, teamId: number, enabled = true) {
  const locale = useFeedLocale();
  return useQuery({ ...feedQuery<ListGame[]>(kind, 'GetGamesTeamZip', { ...locale, teamId }), enabled });
}

/** Get1x2_VZip of one sport (the races of horse racing, where a horse is entered). */
export function useSportGames(kind: FeedKind, sportId: number, enabled = true) {
  const locale = useFeedLocale();
  return useQuery({
    ...feedQuery<ListGame[]>(kind, 'Get1x2_VZip', { ...locale, sports: [sportId], count: 300 }),
    enabled,
  });
}
