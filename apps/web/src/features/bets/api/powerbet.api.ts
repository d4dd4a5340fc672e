import { useQuery } from '@tanstack/react-query';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { BETS_KEY } from './bets.api';
import { betsRequest } from './bets-request';

/** The power bet rules for the player's currency and the player's power bets of the last 30 days. */
export interface PowerBetInfo {
  enabled: boolean;
  maxStake: string | null;
  minLegCoef: number;
  steps: { legs: number; percent: number }[];
  bets: BetView[];
}

/** GET /web-api/bets/powerbet. */
export function usePowerBet() {
  return useQuery({
    queryKey: [...BETS_KEY, 'powerbet'],
    queryFn: ({ signal }) => betsRequest<PowerBetInfo>('powerbet', undefined, signal),
  });
}
