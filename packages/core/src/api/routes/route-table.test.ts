import { describe, expect, it } from 'vitest';
import { authApi } from './auth.routes';
import { allRoutes } from './index';
import { PATH_CHOICES } from './path-choices';
import { SPEC_CALLS } from './spec-calls.fixture';

const PREFIXES = [
  '/web-api/',
  '/service-api/',
  '/translation-api/',
  '/ops-api/',
  '/analytics-api/',
  '/puzzle-api/',
  '/genfiles/',
];
/** The bare paths older clients of the platform use (spec/linefeed-format.md, spec/coupon-format.md). */
const BARE_ALIAS_PREFIXES = [
  '/LineFeed/',
  '/LiveFeed/',
  '/LiveUtil/',
  '/datalinelive/',
  '/service-api/LiveBet-update/',
];
const PLATFORM_PATH =
  /^\/(service-api\/)?(LineFeed|LiveFeed|main-line-feed|main-live-feed|statisticfeed|restcore|LiveBet|LiveUtil)\/|putbetscommon$/;

const entries = allRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((path) => ({ route, path, alias: path !== route.path })),
);

describe('the route table', () => {
  it('gives every route a unique id', () => {
    const ids = allRoutes.map((route) => route.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('never mounts two routes, or a route and an alias, at the same method and path', () => {
    const keys = entries.map(({ route, path }) => `${route.method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('serves every path under an API mount, aliases also under the bare prefixes older clients use', () => {
    for (const { path, alias } of entries) {
      const allowed = alias ? [...PREFIXES, ...BARE_ALIAS_PREFIXES] : PREFIXES;
      expect(
        allowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(true);
      expect(path).not.toMatch(/\/\/|\s/);
    }
  });

  it('contains every call of spec section 7', () => {
    const missing = SPEC_CALLS.filter(
      ([method, fragment]) =>
        !entries.some(
          ({ route, path }) => (method ?? route.method) === route.method && path.includes(fragment),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('answers the feed, statistics, restcore and coupon calls in the platform envelope, the rest in the error body', () => {
    for (const route of allRoutes) {
      expect(route.envelope, route.id).toBe(PLATFORM_PATH.test(route.path) ? 'platform' : 'standard');
    }
  });

  it('declares a params schema for every templated path and sends no body with GET', () => {
    for (const route of allRoutes) {
      if (/[:*]/.test(route.path)) expect(route.params, route.id).toBeDefined();
      if (route.method === 'GET') expect(route.body, route.id).toBeUndefined();
    }
  });

  it('notes each chosen path in its summary and explains the choice', () => {
    for (const route of allRoutes) {
      expect(route.summary, route.id).not.toMatch(/\n/);
      if (route.pathChoice === undefined) continue;
      expect(Object.keys(PATH_CHOICES), route.id).toContain(route.pathChoice);
      expect(route.summary, route.id).toMatch(/\(path chosen\)$/);
    }
    const used = new Set(allRoutes.map((route) => route.pathChoice));
    expect(Object.keys(PATH_CHOICES).filter((key) => !used.has(key))).toEqual([]);
  });

  it('keeps money and personal data behind login', () => {
    const open = allRoutes.filter((route) => route.auth === 'guest').map((route) => route.path);
    for (const personal of [
      '/officeapi/getusersessions',
      '/user/balance',
      '/LiveBet/Secure/',
      '/favorites/',
      '/bringfriend/',
    ]) {
      expect(
        open.filter((path) => path.includes(personal)),
        personal,
      ).toEqual([]);
    }
  });
});

describe('the auth core contract', () => {
  const login = authApi.userAuth.body;

  it('takes login, password and remember_auth as a boolean, 0/1 or "true"/"false"', () => {
    for (const remember of [true, 1, 'true', 'false', 0]) {
      expect(login.safeParse({ login: ' a@b.cd ', password: 'x', remember_auth: remember }).success).toBe(
        true,
      );
    }
    expect(login.parse({ login: ' a@b.cd ', password: 'x', remember_auth: '1' })).toEqual({
      login: 'a@b.cd',
      password: 'x',
      remember_auth: true,
    });
  });

  it('refuses a blank login, an over-long password and a remember_auth that is no flag', () => {
    expect(login.safeParse({ login: '  ', password: 'x' }).success).toBe(false);
    expect(login.safeParse({ login: 'a', password: 'x'.repeat(129) }).success).toBe(false);
    expect(login.safeParse({ login: 'a', password: 'x', remember_auth: 'yes please' }).success).toBe(false);
  });

  it('mounts login, logout and the session call where the lead expects them', () => {
    expect(
      [authApi.userAuth, authApi.userDisconnect, authApi.sessionUser].map((r) => [
        r.id,
        r.method,
        r.path,
        r.auth,
      ]),
    ).toEqual([
      ['user.auth', 'POST', '/web-api/user/auth', 'guest'],
      ['user.disconnect', 'POST', '/web-api/user/disconnect', 'user'],
      ['session.user', 'GET', '/web-api/session-api/sessions/user', 'guest'],
    ]);
    expect('body' in authApi.userDisconnect).toBe(false);
  });
});
