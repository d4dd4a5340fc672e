import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPS_TOKEN, type TestApp } from '../../../test/harness/test-app';
import { opsModule } from '../../modules/ops/ops.module';
import type { AuthUser } from '../auth/auth-user';
import { AUTHENTICATOR } from '../auth/request-auth';
import type { ServerModule } from '../module';
import { LOGIN_LIKE_LIMIT } from './login-rate-limit';

// HTTP behaviour of the platform does not depend on the database kind: one PGlite app serves these tests.
describe('the HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document of the route table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1/);
    expect(document.paths['/web-api/user/auth'].post).toBeDefined();
    expect(document.paths['/service-api/LineFeed/Get1x2_VZip'].get).toBeDefined();
  });

  it('answers unknown API paths with 404 in the error body', async () => {
    for (const url of ['/web-api/no-such-call', '/nothing-here', '/en/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().errors[0].code).toBe('NOT_FOUND');
    }
  });

  it('answers unknown feed paths in the feed envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service-api/LineFeed/NoSuchCall' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 404, Value: null });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/web-api/user/auth' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json().errors[0].code).toBe('METHOD_NOT_ALLOWED');
  });

  it('refuses malformed JSON with 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"login": "a", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('INVALID_JSON');
  });

  it('refuses wrong types and over-long strings with 422 validation_errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: 'x'.repeat(300), password: 12345 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors).toMatchObject({
      login: ['validation_max_length'],
      password: ['validation_invalid_type'],
    });
  });

  it('refuses a body over the limit with 413 and an unknown content type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: 'a', password: 'b'.repeat(2 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // The captcha vendors' scripts and challenge frames may load (AUTH-26).
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' [^;]*https:\/\/www\.recaptcha\.net\/recaptcha\/[^;]*https:\/\/\*\.hcaptcha\.com;/,
    );
    expect(response.headers['content-security-policy']).toMatch(
      /frame-src 'self' [^;]*https:\/\/www\.google\.com\/recaptcha\//,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('lets other sites frame only the statistics pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/statisticpopup/game/1/2/main' });
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('checks the operator token before routing and audits operator calls', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TEST_OPS_TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/ops-api/no-such-thing',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('OPS_TOKEN_INVALID');
    }
    const first = await t.injectOps({ method: 'GET', url: '/ops-api/audit?limit=5' });
    expect(first.statusCode).toBe(200);
    const second = await t.injectOps({ method: 'GET', url: '/ops-api/audit?limit=5' });
    const entries = second.json().data;
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/ops-api/audit?limit=5', status: 0 });
    expect(entries[1]).toMatchObject({ method: 'GET', path: '/ops-api/audit?limit=5', status: 200 });
  });
});

/** The platform alone: one known player behind the bearer token "player-token", no module's handlers. */
const PLAYER: AuthUser = {
  id: 100000001,
  sessionId: '00000000-0000-4000-8000-000000000001',
  login: 'player@test.local',
  email: 'player@test.local',
  phone: null,
  countryId: null,
  partnerId: 1,
  language: 'en',
  blocked: false,
};
const fakeAuthModule: ServerModule = {
  name: 'fake-auth',
  provide(ctx) {
    ctx.services.provide(AUTHENTICATOR, {
      bySessionToken: async () => null,
      byBearerToken: async (token) => (token === 'player-token' ? PLAYER : null),
      keptSessionUser: () => null,
    });
  },
};

describe('the platform without module handlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { modules: [fakeAuthModule, opsModule] });
  });
  afterAll(() => t?.close());

  it('answers a route with no handler yet with 501 in the error shape, after the auth rule', async () => {
    const call = { method: 'POST', url: '/web-api/officeapi/getusersessions', payload: {} } as const;
    const guest = await t.app.inject(call);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].code).toBe('UNAUTHENTICATED');
    const player = await t.app.inject({ ...call, headers: { 'x-auth': 'player-token' } });
    expect(player.statusCode).toBe(501);
    expect(player.json()).toMatchObject({ errors: [{ code: 'NOT_IMPLEMENTED' }] });
  });

  it('answers a feed call with no handler in the feed envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/service-api/LineFeed/Get1x2_VZip' });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ Success: false, ErrorCode: 501, Value: null });
  });

  it('rate-limits login-like calls per address, whatever they answer', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        remoteAddress,
        payload: { login: 'nobody@test.local', password: 'x' },
      });
    for (let i = 0; i < LOGIN_LIKE_LIMIT; i++) expect((await attempt('203.0.113.9')).statusCode).toBe(501);
    const limited = await attempt('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('203.0.113.10')).statusCode).toBe(501);
    t.clock.advance(61_000);
    expect((await attempt('203.0.113.9')).statusCode).toBe(501);
  });
});
