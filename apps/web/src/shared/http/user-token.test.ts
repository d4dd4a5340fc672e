import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockServer, type Handler } from '../../test/mock-server';
import { createRequest } from './request-builder';
import { fetchSession } from '../../features/auth/api/session.api';
import { readCookie, USER_TOKEN_COOKIE } from './user-token';

const clearCookie = () =>
  (document.cookie = `${USER_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

describe('user token (AUTH-13)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCookie();
  });

  it('fetches the token once, keeps it as cookie user_token and sends it as x-auth when a call asks', async () => {
    const getToken = vi.fn<Handler>(() => json({ data: { token: 'tok-1' } }));
    const call = vi.fn<Handler>(() => json({ data: { ok: true } }));
    const server = mockServer({
      routes: { 'GET /web-api/user/gettoken': getToken, 'GET /web-api/feed-call': call },
    });
    const request = createRequest({ url: '/web-api/feed-call', authHeader: 'user-token' });
    await request();
    await request();
    expect(getToken).toHaveBeenCalledOnce();
    expect(readCookie(USER_TOKEN_COOKIE)).toBe('tok-1');
    const headers = server.mock.calls
      .filter(([url]) => String(url).includes('feed-call'))
      .map(([, init]) => init?.headers);
    expect(headers).toEqual([
      expect.objectContaining({ 'x-auth': 'tok-1' }),
      expect.objectContaining({ 'x-auth': 'tok-1' }),
    ]);
  });

  it('sends no x-auth unless the call asks', async () => {
    const server = mockServer({ routes: { 'GET /web-api/other': () => json({}) } });
    await createRequest({ url: '/web-api/other' })();
    expect(server.mock.calls[0]![1]?.headers).not.toHaveProperty('x-auth');
  });

  it('reads cookies by name', () => {
    expect(readCookie('b', 'a=1; b=x%3Dy; c=3')).toBe('x=y');
    expect(readCookie('z', 'a=1')).toBeNull();
  });

  it('forgets the token when the session is read afresh, so a new login never sends the last one', async () => {
    document.cookie = `${USER_TOKEN_COOKIE}=stale-token; path=/`;
    mockServer({});
    await fetchSession();
    expect(readCookie(USER_TOKEN_COOKIE)).toBeNull();
  });
});
