import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { statDuelSchema } from '@sportsbook/core/api/feed-responses/statistics-duel.schema';
import type { statDuelCandidatesSchema } from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { httpRequest } from '../../../shared/http/http-client';
import { FeedError, feedQuery } from '../../sportsbook/api/feed-request';
import { useFeedLocale } from '../../sportsbook/api/use-feed-locale';

export type Duel = z.infer<typeof statDuelSchema>;
export type DuelCandidates = z.infer<typeof statDuelCandidatesSchema>;

/** GetAvailablePlayersForDuel: a game's two sides and the players one may set against each other. */
export function useDuelCandidates(gameId: number | undefined) {
  const { lng } = useFeedLocale();
  return useQuery({
    ...feedQuery<DuelCandidates>('line', 'GetAvailablePlayersForDuel', { lng, id: gameId }),
    enabled: gameId !== undefined,
  });
}

/** BuildDuel: prices "side 1 against side 2" (which set of teams or players scores more). */
export function useBuildDuel() {
  const locale = useFeedLocale();
  return useMutation({
    mutationFn: async (sides: { team1Ids: number[]; team2Ids: number[] }) => {
      const body = await httpRequest<{
        Success: boolean;
        Error: string;
        ErrorCode: number;
        Value: Duel | null;
      }>({
        url: '/service-api/LineFeed/BuildDuel',
        method: 'POST',
        query: locale,
        body: sides,
        timeoutMs: PAGE_LOAD_WAIT_MS,
      });
      if (!body.Success || !body.Value) throw new FeedError(body.ErrorCode, body.Error);
      return body.Value;
    },
  });
}
