import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import { livebetCall } from '../../sportsbook/coupon/api/coupon.api';
import { betsRequest } from './bets-request';

export type HistoryStatus = 'open' | 'settled' | 'all';
export type HistoryKind = 'single' | 'express' | 'system' | 'anti';

export interface HistoryFilter {
  status: HistoryStatus;
  kind?: HistoryKind;
  days: number;
  /** Bets are shown 50 × page (the server's limit). */
  page: number;
}

export const BETS_KEY = ['bets'] as const;
/** Running bets' cash-out values move with the prices: the open list is re-asked this often. */
const OPEN_REFRESH_MS = 5_000;

export interface BetsPage {
  bets: BetView[];
  limit: number;
  hasMore: boolean;
}

/** POST /web-api/bets/history: the player's bets, newest first, 50 × page. */
export function useBetsHistory(filter: HistoryFilter) {
  return useQuery({
    queryKey: [...BETS_KEY, 'history', filter],
    queryFn: ({ signal }) => betsRequest<BetsPage>('history', filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: filter.status === 'settled' ? false : OPEN_REFRESH_MS,
  });
}

export interface SaleAnswer {
  Id: number;
  /** Paid, in major units. */
  SaleSumm: number;
  Balance: number;
  /** The stake still running, in major units. */
  StakeLeft: number;
  Status: 'open' | 'sold';
}

/**
 * SaleBet: cash out `part` of the running stake at the value the player saw (decimal texts of the bet's
 * currency); refused with 200010 and the part's value now when that is lower.
 */
export function cashOut(betId: number, sale: { part: string; seen: string }): Promise<SaleAnswer> {
  return livebetCall<SaleAnswer>('Secure/SaleBet', {
    SaleBetId: betId,
    Summ: sale.part,
    SaleSumm: sale.seen,
  });
}
