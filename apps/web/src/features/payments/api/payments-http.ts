import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';

/** A payment call under /web-api (officeapi/... or payments/...), answering `{ data }`. */
export async function paymentsCall<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = options.method ?? 'POST';
  const response = await httpRequest<{ data: T }>({
    url: `${API_BASE}/${path}`,
    method,
    ...(method === 'POST' ? { body: options.body ?? {} } : {}),
    timeoutMs: PAGE_LOAD_WAIT_MS,
    signal: options.signal,
  });
  return response.data;
}
