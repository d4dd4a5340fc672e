import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from '../../features/auth/api/session.api';
import { livebetCall } from '../../features/sportsbook/coupon/api/coupon.api';
import { changeFavourites } from '../../features/sportsbook/favourites/favourites.api';
import { json, mockServer } from '../../test/mock-server';
import { createRequest } from './request-builder';
import { USER_TOKEN_COOKIE } from './user-token';

const headersOf = (server: ReturnType<typeof mockServer>, path: string) =>
  server.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => init?.headers);

describe('credential headers of marked calls (AUTH-22, HTTP-10)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${USER_TOKEN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('sends x-auth on a marked feed call and not on an unmarked one', async () => {
    document.cookie = `${USER_TOKEN_COOKIE}=tok-7; path=/`;
    const server = mockServer({
      routes: {
        'POST /service-api/favorites/v1/Favorite/Games': () => json({ data: [] }),
        'GET /web-api/unmarked': () => json({}),
      },
    });
    await changeFavourites('games', 'add', [1]);
    await createRequest({ url: '/web-api/unmarked' })();
    expect(headersOf(server, 'Favorite/Games')[0]).toMatchObject({ 'x-auth': 'tok-7' });
    expect(headersOf(server, 'unmarked')[0]).not.toHaveProperty('x-auth');
  });

  it('sends the user token and the extra-auth flag on an extra-auth call', async () => {
    document.cookie = `${USER_TOKEN_COOKIE}=tok-8; path=/`;
    const server = mockServer({ routes: { 'GET /web-api/identification/config': () => json({ data: {} }) } });
    await createRequest({ url: '/web-api/identification/config', authHeader: 'extra-auth' })();
    expect(headersOf(server, 'identification/config')[0]).toMatchObject({
      'x-auth': 'tok-8',
      'x-extra-auth': '1',
    });
  });

  it('sends the page’s session on secure bet calls only, asked again once the session is read afresh', async () => {
    let session = 'session-1';
    const getSessionId = vi.fn(() => json({ data: { session_id: session } }));
    const envelope = () => json({ Success: true, Error: '', ErrorCode: 0, Value: {} });
    const server = mockServer({
      routes: {
        'GET /web-api/officeapi/getsessionid': getSessionId,
        'POST /service-api/LiveBet/Secure/MakeBetWeb': envelope,
        'POST /service-api/LiveBet/Open/GetCoupon': envelope,
      },
    });
    await livebetCall('Secure/MakeBetWeb', {});
    session = 'session-2';
    await livebetCall('Secure/MakeBetWeb', {});
    await livebetCall('Open/GetCoupon', {});
    await fetchSession();
    await livebetCall('Secure/MakeBetWeb', {});
    expect(
      headersOf(server, 'MakeBetWeb').map((headers) => headers?.['x-session-id' as keyof typeof headers]),
    ).toEqual(['session-1', 'session-1', 'session-2']);
    expect(headersOf(server, 'GetCoupon')[0]).not.toHaveProperty('x-session-id');
    expect(getSessionId).toHaveBeenCalledTimes(2);
  });
});
