import { vi } from 'vitest';
import type { Session } from '../features/auth/api/session.api';
import type { SiteConfig } from '../shared/site-config/site-config.api';
import { siteConfigFixture } from './site-config.fixture';

export type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const GUEST: Session = { isAuthenticated: false, user: null };

export function playerSession(login = 'demo'): Session {
  return {
    isAuthenticated: true,
    user: { id: 7, login, email: `${login}@example.com`, phone: null, countryId: null, language: 'en' },
  };
}

interface ServerOptions {
  session?: Session;
  config?: SiteConfig | null;
  /** Extra routes, `METHOD /path` -> handler; checked before the defaults. */
  routes?: Record<string, Handler>;
}

/**
 * A fetch stand-in for the server: site configuration, session and dictionaries answer like the real ones;
 * a test adds or overrides routes. Returns the mock so tests can inspect calls.
 */
export function mockServer({
  session = GUEST,
  config = siteConfigFixture(),
  routes = {},
}: ServerOptions = {}) {
  const defaults: Record<string, Handler> = {
    'GET /web-api/site-config': () =>
      config
        ? json({ data: config })
        : json(
            { message: 'config is absent', errors: [{ code: 'CONFIG_ABSENT', detail: 'config is absent' }] },
            404,
          ),
    'GET /web-api/session-api/sessions/user': () => json({ data: session }),
    // The credentials marked calls attach (the user token as x-auth, the page's session on secure bets).
    'GET /web-api/user/gettoken': () => json({ data: { token: 'test-user-token' } }),
    'GET /web-api/officeapi/getsessionid': () => json({ data: { session_id: 'test-session' } }),
    // A logged-in player's reminder to confirm the e-mail is not due unless a test says so.
    'POST /web-api/user/repeatActivationPopup': () =>
      json({ data: { show: false, email: session.user?.email ?? null } }),
    'GET /translation-api/by-lang/en': () =>
      json({ data: { attributes: { dictionaryMap: '{}', version: 'v1' } } }),
    'GET /translation-api/by-lang/ru': () =>
      json({ data: { attributes: { dictionaryMap: '{}', version: 'v1' } } }),
    'GET /translation-api/by-lang/ar': () =>
      json({ data: { attributes: { dictionaryMap: '{}', version: 'v1' } } }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const handler = routes[`${method} ${url.pathname}`] ?? defaults[`${method} ${url.pathname}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return handler
      ? handler({ url, method, body })
      : json({ message: 'Not found', errors: [{ code: 'NOT_FOUND', detail: 'Not found' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
