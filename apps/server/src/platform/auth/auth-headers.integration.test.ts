import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';

/** A logged-in player's session cookie, user token and session id, as the web holds them. */
async function loggedIn(app: TestApp) {
  const cookie = await app.loginAs(await app.createPlayer());
  const token = (await app.injectAs(cookie, { method: 'GET', url: '/web-api/user/gettoken' })).json().data
    .token as string;
  const sessionId = (
    await app.injectAs(cookie, { method: 'GET', url: '/web-api/officeapi/getsessionid' })
  ).json().data.session_id as string;
  return { cookie, token, sessionId };
}

describeEachDatabase('auth headers of marked calls', (t) => {
  const favourites = { method: 'GET', url: '/service-api/favorites/v1/Favorite' } as const;

  it('answers a guest on a user-token feed call 401 and a player by x-auth or by cookie 200', async () => {
    const guest = await t().app.inject(favourites);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].code).toBe('UNAUTHENTICATED');
    const { cookie, token } = await loggedIn(t());
    expect((await t().app.inject({ ...favourites, headers: { 'x-auth': token } })).statusCode).toBe(200);
    expect(
      (await t().app.inject({ ...favourites, headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await t().injectAs(cookie, favourites)).statusCode).toBe(200);
  });

  it('lets an extra-auth call through only with x-auth and the cookie of the same player', async () => {
    const call = { method: 'GET', url: '/web-api/identification/config' } as const;
    const me = await loggedIn(t());
    const other = await loggedIn(t());
    const cookieOnly = await t().injectAs(me.cookie, call);
    expect(cookieOnly.statusCode).toBe(401);
    expect(cookieOnly.json().errors[0].code).toBe('UNAUTHENTICATED');
    expect((await t().app.inject({ ...call, headers: { 'x-auth': me.token } })).statusCode).toBe(401);
    expect((await t().injectAs(me.cookie, { ...call, headers: { 'x-auth': other.token } })).statusCode).toBe(
      401,
    );
    // Past the guard the call answers as it does today (501 until identification comes with issue 9).
    const both = await t().injectAs(me.cookie, { ...call, headers: { 'x-auth': me.token } });
    expect(both.statusCode).not.toBe(401);
  });

  it('refuses a secure bet naming another session, and checks nothing when no session is named', async () => {
    const bet = { method: 'POST', url: '/service-api/LiveBet/Secure/MakeBetWeb', payload: {} } as const;
    const previous = await loggedIn(t());
    const current = await loggedIn(t());
    const stale = await t().injectAs(current.cookie, {
      ...bet,
      headers: { 'x-session-id': previous.sessionId },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ Success: false, ErrorCode: 160 });
    const unnamed = await t().injectAs(current.cookie, bet);
    expect(unnamed.statusCode).not.toBe(401);
    const named = await t().injectAs(current.cookie, {
      ...bet,
      headers: { 'x-session-id': current.sessionId },
    });
    expect([named.statusCode, named.json()]).toEqual([unnamed.statusCode, unnamed.json()]);
  });
});
