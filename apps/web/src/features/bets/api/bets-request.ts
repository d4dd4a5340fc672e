import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';

const BETS_API = `${API_BASE}/bets`;

/** A call of /web-api/bets/... (bets.routes): a body means POST, none GET; the answer's `data`. */
export async function betsRequest<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const answer = await httpRequest<{ data: T }>({
    url: `${BETS_API}/${path}`,
    method: body === undefined ? 'GET' : 'POST',
    body,
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  return answer.data;
}
