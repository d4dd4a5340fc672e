import type { HttpMethod } from '@sportsbook/core/api/route-definition';
import { HttpError, CLIENT_CODES } from './http-error';
import { errorFromResponse } from './error-from-response';
import { RequestDeadline } from './request-deadline';

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  url: string;
  method?: HttpMethod;
  query?: Readonly<Record<string, QueryValue>>;
  /** A plain value is sent as JSON; FormData passes through untouched. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Sends `application/vnd.api+json` (registration v1, web user v1 password, token refresh). */
  jsonApi?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics sent as the visitor leaves); bodies up to 64 kB. */
  keepalive?: boolean;
}

const JSON_TYPE = 'application/json';
const JSON_API_TYPE = 'application/vnd.api+json';

export function withQuery(url: string, query: HttpRequest['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

function requestInit(request: HttpRequest, signal: AbortSignal): RequestInit {
  const isForm = request.body instanceof FormData;
  const type = request.jsonApi ? JSON_API_TYPE : JSON_TYPE;
  const headers: Record<string, string> = { Accept: `${type}, ${JSON_TYPE}` };
  if (request.body !== undefined && !isForm) headers['Content-Type'] = type;
  return {
    method: request.method ?? 'GET',
    headers: { ...headers, ...request.headers },
    body:
      request.body === undefined || isForm
        ? (request.body as FormData | undefined)
        : JSON.stringify(request.body),
    credentials: 'same-origin',
    // A redirect from an API call means a session or geo problem the app must see, not silently follow.
    redirect: 'manual',
    signal,
    ...(request.keepalive && { keepalive: true }),
  };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The default HTTP layer: JSON, same-origin credentials, manual redirects, optional timeout, cancellation. */
export async function httpRequest<T>(request: HttpRequest): Promise<T> {
  const url = withQuery(request.url, request.query);
  const deadline = new RequestDeadline(url, request.signal, request.timeoutMs);
  try {
    const response = await deadline.race(fetch(url, requestInit(request, deadline.signal)));
    if (response.type === 'opaqueredirect') {
      throw new HttpError({ statusCode: CLIENT_CODES.network, message: `unexpected redirect: ${url}` });
    }
    deadline.startBody();
    const data = parseBody(await deadline.race(response.text()));
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, data);
    return data as T;
  } catch (error) {
    throw deadline.explain(error);
  } finally {
    deadline.dispose();
  }
}
