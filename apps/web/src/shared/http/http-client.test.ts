import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRequest } from './http-client';
import { CANCELLED_MESSAGE, HttpError } from './http-error';

function stubFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    respond(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const initOf = (fetchMock: ReturnType<typeof stubFetch>, index = 0): RequestInit =>
  fetchMock.mock.calls[index]![1] ?? {};

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** A body that never finishes arriving. */
const stalledBody = () => new Response(new ReadableStream({ start() {} }), { status: 200 });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('httpRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with same-origin credentials and manual redirects (HTTP-04)', async () => {
    const fetchMock = stubFetch(() => ok({ data: 1 }));
    await expect(httpRequest({ url: '/web-api/x', method: 'POST', body: { a: 1 } })).resolves.toEqual({
      data: 1,
    });
    const init = initOf(fetchMock);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      redirect: 'manual',
      body: '{"a":1}',
    });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('writes the query and leaves out empty values', async () => {
    const fetchMock = stubFetch(() => ok(null));
    await httpRequest({ url: '/web-api/x', query: { lng: 'en', partner: 1, skip: undefined, none: null } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/web-api/x?lng=en&partner=1');
  });

  it('passes FormData through untouched, without a JSON content type (HTTP-02)', async () => {
    const fetchMock = stubFetch(() => ok(null));
    const form = new FormData();
    form.append('file', 'x');
    await httpRequest({ url: '/web-api/upload', method: 'POST', body: form });
    const init = initOf(fetchMock);
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('uses the JSON:API content type when asked (HTTP-09)', async () => {
    const fetchMock = stubFetch(() => ok(null));
    await httpRequest({ url: '/web-api/v1/password', method: 'PUT', body: {}, jsonApi: true });
    expect(initOf(fetchMock).headers).toMatchObject({ 'Content-Type': 'application/vnd.api+json' });
  });

  it('turns an error body into {statusCode, message, title, data} (HTTP-11, HTTP-12)', async () => {
    const body = {
      message: 'Unauthorized',
      errors: [{ code: 'INVALID_CREDENTIALS', detail: 'Wrong login or password' }],
    };
    stubFetch(() => new Response(JSON.stringify(body), { status: 401 }));
    const error = await failure(httpRequest({ url: '/web-api/user/auth', method: 'POST', body: {} }));
    expect(error).toMatchObject({
      statusCode: 401,
      message: 'Wrong login or password',
      title: 'INVALID_CREDENTIALS',
    });
    expect(error.data).toEqual(body);
  });

  it('falls back to the message when the errors list is empty', async () => {
    stubFetch(
      () => new Response(JSON.stringify({ message: 'Too many requests', errors: [] }), { status: 429 }),
    );
    expect(await failure(httpRequest({ url: '/x' }))).toMatchObject({
      statusCode: 429,
      message: 'Too many requests',
    });
  });

  it('fails with client code 1488 and the url when no answer comes in time (HTTP-15)', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    const pending = failure(httpRequest({ url: '/web-api/slow', timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    const error = await pending;
    expect(error.statusCode).toBe(1488);
    expect(error.message).toContain('request time expired');
    expect(error.message).toContain('/web-api/slow');
  });

  it('fails with client code 1489 when the body stops arriving', async () => {
    vi.useFakeTimers();
    stubFetch(stalledBody);
    const pending = failure(httpRequest({ url: '/web-api/big', timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ statusCode: 1489 });
  });

  it('fails with "the request was cancelled" when its signal aborts (HTTP-03)', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = failure(httpRequest({ url: '/x', signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ statusCode: 499, message: CANCELLED_MESSAGE });
  });

  it('refuses to follow a redirect silently', async () => {
    const redirected = { type: 'opaqueredirect', status: 0, ok: false } as Response;
    stubFetch(() => redirected);
    expect(await failure(httpRequest({ url: '/x' }))).toMatchObject({ statusCode: 0 });
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(httpRequest({ url: '/x' }));
    expect(error.statusCode).toBe(0);
    expect(error.message).toContain('Failed to fetch');
  });
});
