import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../shared/http/api-paths';
import { httpRequest } from '../../shared/http/http-client';

export const OFFICE_API = `${API_BASE}/officeapi`;

/** An office API call (spec section 7: POST unless stated), answering `{ data }`. */
export async function officeCall<T>(call: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await httpRequest<{ data: T }>({
    url: `${OFFICE_API}/${call}`,
    method: 'POST',
    body: body ?? {},
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal,
  });
  return response.data;
}
