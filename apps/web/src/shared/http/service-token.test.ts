import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpError } from './http-error';
import { LOST_TOKEN, MISSING_DATE_HEADER, ServiceTokenClient, USER_NOT_AUTHENTICATED } from './service-token';
import { decodeToken, InvalidTokenError } from './token-decoder';
import { TOKEN_NOT_AUTHENTICATED } from './unauthorized-retry';

const SERVER_NOW = Date.parse('2030-01-01T12:00:00Z');
/** The device's clock runs an hour behind the server's. */
const DEVICE_NOW = SERVER_NOW - 3_600_000;

function tokenResponse(
  token: string,
  expireInMs: number,
  date: string | null = new Date(SERVER_NOW).toUTCString(),
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (date) headers.date = date;
  const expireDate = new Date(SERVER_NOW + expireInMs).toISOString();
  return new Response(
    JSON.stringify({ data: { type: 'token', attributes: { userToken: token, expireDate } } }),
    {
      status: 200,
      headers,
    },
  );
}

function serve(handler: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('service token client (AUTH-14 to AUTH-19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the token once and keeps it, judging expiry by the server clock from the Date header', async () => {
    const fetchMock = serve(() => tokenResponse('t1', 60_000));
    const client = new ServiceTokenClient(() => DEVICE_NOW);
    expect(await client.token()).toBe('t1');
    expect(client.serverNow()).toBe(SERVER_NOW);
    expect(await client.token()).toBe('t1');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![0]).toBe('/web-api/api/mobile/v1/token/');
  });

  it('treats a token as expired 5 s before its expireDate', async () => {
    let issued = 0;
    const fetchMock = serve(() => tokenResponse(`t${++issued}`, 4_000));
    const client = new ServiceTokenClient(() => DEVICE_NOW);
    expect(await client.token()).toBe('t1');
    expect(await client.token()).toBe('t2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the bearer token; a 401 refreshes it and retries once', async () => {
    const seen: string[] = [];
    serve((url, init) => {
      if (url.endsWith('/token/')) return tokenResponse('old', 600_000);
      if (url.endsWith('/refresh')) {
        expect(init.method).toBe('POST');
        expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/vnd.api+json');
        return tokenResponse('new', 600_000);
      }
      const auth = (init.headers as Record<string, string>).Authorization!;
      seen.push(auth);
      return auth === 'Bearer new' ? json({ data: { ok: true } }) : json({ message: 'no', errors: [] }, 401);
    });
    const client = new ServiceTokenClient(() => DEVICE_NOW);
    expect(await client.request({ url: '/web-api/some-call' })).toEqual({ data: { ok: true } });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives TOKEN_NOT_AUTHENTICATED after 3 failed attempts for the same URL', async () => {
    serve((url) =>
      url.includes('/token') ? tokenResponse('t', 600_000) : json({ message: 'no', errors: [] }, 401),
    );
    const client = new ServiceTokenClient(() => DEVICE_NOW);
    await expect(client.request({ url: '/web-api/x' })).rejects.toSatisfy(
      (error) => isHttpError(error) && error.statusCode === 401 && error.message !== TOKEN_NOT_AUTHENTICATED,
    );
    await expect(client.request({ url: '/web-api/x' })).rejects.toThrow(TOKEN_NOT_AUTHENTICATED);
  });

  it('raises USER_NOT_AUTHENTICATED when the token call answers 403', async () => {
    serve(() => json({ message: 'forbidden', errors: [] }, 403));
    await expect(new ServiceTokenClient(() => DEVICE_NOW).token()).rejects.toThrow(USER_NOT_AUTHENTICATED);
  });

  it.each([
    ['a missing Date header', () => tokenResponse('t', 60_000, null), MISSING_DATE_HEADER],
    [
      'a lost token',
      () =>
        new Response(JSON.stringify({ data: { attributes: {} } }), {
          headers: { date: new Date().toUTCString() },
        }),
      LOST_TOKEN,
    ],
    ['a server failure', () => json({ message: 'down', errors: [] }, 500), 'down'],
  ])('logs %s and gives an empty token', async (_case, answer, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(answer);
    expect(await new ServiceTokenClient(() => DEVICE_NOW).token()).toBe('');
    expect(error).toHaveBeenCalledWith(
      'service token could not be loaded',
      expect.objectContaining({ message }),
    );
  });
});

describe('token decoder', () => {
  it('reads the claims of a JWT and refuses anything else', () => {
    const claims = btoa(JSON.stringify({ sub: '7', exp: 1_900_000_000 })).replace(/=+$/, '');
    expect(decodeToken(`h.${claims}.s`)).toEqual({ sub: '7', exp: 1_900_000_000 });
    for (const bad of ['opaque', 'a.b', 'a.!!!.c', `a.${btoa('[1]')}.c`]) {
      expect(() => decodeToken(bad)).toThrow(InvalidTokenError);
    }
  });
});
