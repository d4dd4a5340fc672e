import { useQuery } from '@tanstack/react-query';
import type { StatPastGame } from '@sportsbook/core/api/feed-responses/statistics-common.schema';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { httpRequest } from '../../../shared/http/http-client';
import { feedCall } from './feed-request';
import { useFeedLocale } from './use-feed-locale';

const STATISTICS = '/service-api/statisticfeed/api/v1';
/** Games asked of each team: a season's worth of recent results. */
const GAMES_PER_TEAM = 30;

interface StageRow {
  TI: number;
}

/** GetStageTableIds: the championship's stage (its season's table). */
interface StageId {
  I: number;
}

async function statistics<T>(call: string, query: Record<string, string | number>, signal: AbortSignal) {
  const body = await httpRequest<{ Success: boolean; Value: T | null }>({
    url: `${STATISTICS}/${call}`,
    query,
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  return body.Value;
}

/**
 * A championship's settled results (SPT-29), newest first. The feed keeps finished games for statistics, not
 * as a list: the stage table names the teams and each team's last games carry the results, kept to this
 * championship and counted once.
 */
async function fetchChampResults(champId: number, lng: string, signal: AbortSignal) {
  const stages = await feedCall<StageId[]>('line', 'GetStageTableIds', { champ: champId, lng }, signal);
  const stage = stages[0];
  if (!stage) return [];
  const table = await statistics<{ R: StageRow[] }>('StageTable', { stageId: stage.I, lng }, signal);
  const teams = (table?.R ?? []).map((row) => row.TI);
  const lists = await Promise.all(
    teams.map((teamId) =>
      statistics<{ G: StatPastGame[] }>('TeamLastGames', { teamId, count: GAMES_PER_TEAM, lng }, signal),
    ),
  );
  const games = new Map<string, StatPastGame>();
  for (const game of lists.flatMap((list) => list?.G ?? [])) {
    if (game.LI === champId) games.set(`${game.S}:${game.O1I}:${game.O2I}`, game);
  }
  return [...games.values()].sort((a, b) => b.S - a.S);
}

export function useChampResults(champId: number | undefined) {
  const { lng } = useFeedLocale();
  return useQuery({
    queryKey: ['results', champId, lng],
    queryFn: ({ signal }) => fetchChampResults(champId ?? 0, lng, signal),
    enabled: champId !== undefined,
    staleTime: 5 * 60_000,
  });
}
