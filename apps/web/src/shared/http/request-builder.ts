import type { HttpMethod, RouteAuthHeader } from '@sportsbook/core/api/route-definition';
import {
  normaliseRequestParams,
  type RequestParams,
  type RequestParamValue,
} from '@sportsbook/core/normalise/normalise-request';
import { authHeaders } from './auth-headers';
import { httpRequest } from './http-client';
import { CLIENT_CODES, DUPLICATE_MESSAGE, HttpError } from './http-error';

/** A call described once (spec section 7's generic request builder, HTTP-01). */
export interface RequestSpec {
  url: string;
  /** GET unless told otherwise. */
  method?: HttpMethod;
  /** Parameters the call takes, sent as the query (GET) or the JSON body (POST, PUT, DELETE). */
  params?: readonly string[];
  /** Parameters appended to the URL as extra path segments, in this order. */
  pathParams?: readonly string[];
  /** Query parameters equal to their default are left out (request normalisation, HTTP-07). */
  defaults?: RequestParams;
  /** A second identical call while the first is in flight fails at once instead of going out. */
  rejectDuplicates?: boolean;
  timeoutMs?: number;
  jsonApi?: boolean;
  headers?: Readonly<Record<string, string>>;
  /** The call's credential headers as the core route table marks it (x-auth, extra-auth flag, bet session). */
  authHeader?: RouteAuthHeader;
}

export type RequestArgs = Readonly<Record<string, RequestParamValue>>;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface RequestCall<TResult> {
  (args?: RequestArgs | FormData, options?: CallOptions): Promise<TResult>;
  /** Cancels every call of this request still in flight; each fails with 'the request was cancelled'. */
  cancel(): void;
}

function appendPath(url: string, names: readonly string[], args: RequestArgs): string {
  const segments = names
    .map((name) => args[name])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map((value) => encodeURIComponent(String(value)));
  return segments.length ? `${url.replace(/\/$/, '')}/${segments.join('/')}` : url;
}

function pick(names: readonly string[], args: RequestArgs): Record<string, RequestParamValue> {
  return Object.fromEntries(
    names.filter((name) => args[name] !== undefined).map((name) => [name, args[name]]),
  );
}

export function createRequest<TResult>(spec: RequestSpec): RequestCall<TResult> {
  const method = spec.method ?? 'GET';
  const inFlight = new Set<string>();
  const controllers = new Set<AbortController>();

  const call = async (args: RequestArgs | FormData = {}, options: CallOptions = {}): Promise<TResult> => {
    const isForm = args instanceof FormData;
    const values: RequestArgs = isForm ? {} : args;
    const url = appendPath(spec.url, spec.pathParams ?? [], values);
    const picked = pick(spec.params ?? [], values);
    const query = method === 'GET' ? normaliseRequestParams(picked, spec.defaults) : undefined;
    const body = method === 'GET' ? undefined : isForm ? args : picked;
    const key = `${method} ${url} ${isForm ? '' : JSON.stringify(query ?? body)}`;
    if (spec.rejectDuplicates && inFlight.has(key)) {
      throw new HttpError({ statusCode: CLIENT_CODES.cancelled, message: DUPLICATE_MESSAGE, data: { url } });
    }
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (options.signal?.aborted) controller.abort();
    inFlight.add(key);
    controllers.add(controller);
    try {
      const tokenHeaders = spec.authHeader ? await authHeaders(spec.authHeader) : {};
      return await httpRequest<TResult>({
        url,
        method,
        query,
        body,
        jsonApi: spec.jsonApi,
        headers: { ...spec.headers, ...tokenHeaders, ...options.headers },
        timeoutMs: spec.timeoutMs,
        signal: controller.signal,
      });
    } finally {
      inFlight.delete(key);
      controllers.delete(controller);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }
  };

  return Object.assign(call, {
    cancel: () => controllers.forEach((controller) => controller.abort()),
  });
}
