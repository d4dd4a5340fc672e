import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BETS_KEY } from './bets.api';
import { betsRequest } from './bets-request';

/** The bets a call covers: the last `days`, or from `dateFrom` to `dateTo` (Unix s). */
export type HistoryPeriod = { days: number } | { dateFrom: number; dateTo: number };

/** POST /web-api/bets/history/mail: the period's bets go to the player's e-mail (queued in the outbox). */
export function useHistoryMail() {
  return useMutation({
    mutationFn: (period: HistoryPeriod) =>
      betsRequest<{ queued: true; count: number }>('history/mail', { status: 'all', ...period }),
  });
}

/** POST /web-api/bets/history/clear: settled bets placed up to `before` (Unix s; now when left out) leave the history. */
export function useHistoryClear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: number | undefined) =>
      betsRequest<{ cleared: number }>('history/clear', before === undefined ? {} : { before }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BETS_KEY }),
  });
}
