import { expect, it } from 'vitest';
import { describeEachDatabase, type TestPlayer } from '../../../test/harness/test-app';
import { codeIn, lastMessageTo } from '../outbox/outbox-test-support';
import { LOCK_AFTER_FAILURES } from './auth.service';
import { ADDRESS_FAILURE_LIMIT } from './login-throttle';

const sessionUser = { method: 'GET', url: '/web-api/session-api/sessions/user' } as const;
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  `SESSION=${response.cookies.find((c) => c.name === 'SESSION')?.value}`;

describeEachDatabase('login kinds, tokens, throttling, blocking', (t) => {
  const post = (
    url: string,
    payload: object,
    extra: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => t().app.inject({ method: 'POST', url, payload, ...extra });

  it('logs in with an SMS code sent through the outbox, once; an unknown phone gets the same answer', async () => {
    const player = await t().createPlayer();
    const send = await post('/web-api/sms-auth/send-code', { phone_number: `+${player.phone}` });
    expect(send.json()).toEqual({ data: { code_length: 6, expires_in: 600, resend_in: 60 } });
    const code = codeIn(await lastMessageTo(t().app.ctx.db, player.phone));
    const unknown = await post('/web-api/sms-auth/send-code', { phone_number: '+77009999999' });
    expect(unknown.json()).toEqual(send.json());
    const wrong = await post('/web-api/sms-auth/check-code', {
      phone_number: player.phone,
      sms_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().validation_errors).toEqual({ sms_code: ['auth_incorrect_code'] });
    const ok = await post('/web-api/sms-auth/check-code', { phone_number: player.phone, sms_code: code });
    expect(ok.statusCode).toBe(200);
    expect((await t().injectAs(cookieOf(ok), sessionUser)).json().data.user.id).toBe(player.id);
    const replay = await post('/web-api/sms-auth/check-code', { phone_number: player.phone, sms_code: code });
    expect(replay.statusCode).toBe(422);
  });

  it('logs in to the office by password or by an e-mail code', async () => {
    const player = await t().createPlayer();
    const byPassword = await post(
      '/web-api/account/login',
      { login: player.email, password: player.password },
      { headers: { 'x-captcha-token': 'token' } },
    );
    expect(byPassword.statusCode).toBe(200);
    expect((await post('/web-api/account/login', { login: player.email })).json().validation_errors).toEqual({
      password: ['required'],
    });
    const sent = await post('/web-api/account/login', { login: String(player.id), auth_by_email: true });
    expect(sent.json().data).toMatchObject({ auth_by_email: true, code_length: 6 });
    const letter = await lastMessageTo(t().app.ctx.db, player.email);
    expect(letter.links[0]?.url).toContain('/en/login/email?');
    const byCode = await post('/web-api/account/login', {
      login: String(player.id),
      auth_by_email: true,
      confirm_code: codeIn(letter),
    });
    expect(byCode.statusCode).toBe(200);
    const events = (await t().injectOps({ method: 'GET', url: '/ops-api/auth/events?limit=500' })).json()
      .data;
    const logins = events.filter(
      (e: { kind: string; userId: number }) => e.kind === 'login' && e.userId === player.id,
    );
    expect(logins.map((e: { loginKind: string }) => e.loginKind).sort()).toEqual(['email', 'email']);
  });

  it('asks a player who switched on login confirmation by e-mail for the code the password login sent', async () => {
    const player = await t().createPlayer();
    const login = { login: player.email, password: player.password };
    const first = await post('/web-api/user/auth', login);
    expect(first.json().data.userId).toBe(player.id);
    const saved = await t().injectAs(cookieOf(first), {
      method: 'POST',
      url: '/web-api/officeapi/savesetting',
      payload: { setting_id: 'disable_auth_by_email', setting_value: 0 },
    });
    expect(saved.statusCode).toBe(200);

    const asked = await post('/web-api/user/auth', login);
    expect(asked.json()).toEqual({
      data: { auth_by_email: true, code_length: 6, expires_in: 600, resend_in: 60 },
    });
    expect(asked.cookies.find((c) => c.name === 'SESSION')).toBeUndefined();
    const wrongPassword = await post('/web-api/user/auth', { ...login, password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    const code = codeIn(await lastMessageTo(t().app.ctx.db, player.email));
    const confirmed = await post('/web-api/account/login', {
      login: player.email,
      auth_by_email: true,
      confirm_code: code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await t().injectAs(cookieOf(confirmed), sessionUser)).json().data.user.id).toBe(player.id);
    const replay = await post('/web-api/account/login', {
      login: player.email,
      auth_by_email: true,
      confirm_code: code,
    });
    expect(replay.statusCode).toBe(422);
  });

  it('logs a framed page in with an operator-minted xframe_token, once and only while it is fresh', async () => {
    const player = await t().createPlayer();
    const mint = async (ttlSeconds = 60) =>
      (
        await t().injectOps({
          method: 'POST',
          url: '/ops-api/auth/xframe-token',
          payload: { userId: player.id, ttlSeconds },
        })
      ).json().data.xframe_token as string;
    const token = await mint();
    const frame = (xframe_token: string) => post('/web-api/user/xframe-auth', { xframe_token });
    const ok = await frame(token);
    expect(ok.statusCode).toBe(200);
    expect((await t().injectAs(cookieOf(ok), sessionUser)).json().data.user.id).toBe(player.id);
    expect((await frame(token)).statusCode).toBe(401);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await frame(tampered)).statusCode).toBe(401);
    const short = await mint(5);
    t().clock.advance(6000);
    expect((await frame(short)).statusCode).toBe(401);
    // A frame token is no bearer token.
    expect(
      (await t().app.inject({ ...sessionUser, headers: { authorization: `Bearer ${await mint()}` } })).json()
        .data.isAuthenticated,
    ).toBe(false);
  });

  it('gives a user token (cookie user_token, header x-auth) and a mobile bearer token with the server date; logout kills both', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const userToken = await t().injectAs(cookie, { method: 'GET', url: '/web-api/user/gettoken' });
    const token = userToken.json().data.token as string;
    const tokenCookie = userToken.cookies.find((c) => c.name === 'user_token');
    expect(tokenCookie?.value).toBe(token);
    expect(tokenCookie?.httpOnly).toBeFalsy();
    expect((await t().app.inject({ ...sessionUser, headers: { 'x-auth': token } })).json().data.user.id).toBe(
      player.id,
    );

    const mobile = await t().injectAs(cookie, { method: 'GET', url: '/web-api/api/mobile/v1/token/' });
    expect(mobile.headers.date).toBe(t().clock.now().toUTCString());
    const { userToken: bearer, expireDate } = mobile.json().data.attributes;
    expect(Date.parse(expireDate) - t().clock.nowMs()).toBe(3_600_000);
    const refresh = await t().app.inject({
      method: 'POST',
      url: '/web-api/api/mobile/v1/token/refresh',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { attributes: { userToken: bearer } } }),
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['content-type']).toContain('application/vnd.api+json');
    expect(refresh.json().data.attributes.userToken).toEqual(expect.any(String));

    await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
    for (const headers of [{ authorization: `Bearer ${bearer}` }, { 'x-auth': token }]) {
      const after = await t().app.inject({
        method: 'POST',
        url: '/web-api/officeapi/getaccountdata',
        headers,
      });
      expect(after.statusCode).toBe(401);
    }
    expect((await t().app.inject({ method: 'GET', url: '/web-api/user/gettoken' })).statusCode).toBe(401);
  });

  it('answers the user configuration after login, with the configured routes', async () => {
    const player = await t().createPlayer();
    const config = (
      await t().injectAs(await t().loginAs(player), { method: 'GET', url: '/web-api/user/getuserconfig' })
    ).json().data;
    expect(config).toMatchObject({
      userId: player.id,
      email: player.email,
      emailConfirmed: false,
      isBlocked: false,
      redirectAfterLogin: null,
      autoLogoff: { enabled: false, inactivityMs: null },
      settings: { receive_news: false, lineDisallowSport: [] },
    });
  });

  it('logs a session off after 30 idle minutes when the licence enables it', async () => {
    const layer = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { licence: { autoLogoffEnabled: true } } },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    t().clock.advance(29 * 60_000);
    expect((await t().injectAs(cookie, sessionUser)).json().data.isAuthenticated).toBe(true);
    t().clock.advance(29 * 60_000);
    expect((await t().injectAs(cookie, sessionUser)).json().data.isAuthenticated).toBe(true);
    t().clock.advance(31 * 60_000);
    expect(
      (await t().injectAs(cookie, { method: 'POST', url: '/web-api/officeapi/getaccountdata' })).statusCode,
    ).toBe(401);
    await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layer.json().data.id}` });
  });

  it('locks an account after five wrong passwords and logs every step', async () => {
    const player = await t().createPlayer();
    const attempt = (password: string) =>
      post('/web-api/user/auth', { login: player.email, password }, { remoteAddress: '10.1.1.1' });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(player.password)).json().errors[0].code).toBe('ACCOUNT_LOCKED');
    const kinds = (await t().injectOps({ method: 'GET', url: `/ops-api/auth/events?userId=${player.id}` }))
      .json()
      .data.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => k === 'login_failed')).toHaveLength(LOCK_AFTER_FAILURES);
    expect(kinds).toContain('account_locked');
  });

  it('locks an address that keeps failing, whatever accounts it tries', async () => {
    const player = await t().createPlayer();
    const remoteAddress = '10.2.2.2';
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      t().clock.advance(30_000);
      const response = await post(
        '/web-api/user/auth',
        { login: `nobody-${i}@test.local`, password: 'whatever-1' },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await post(
      '/web-api/user/auth',
      { login: player.email, password: player.password },
      { remoteAddress },
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await post(
      '/web-api/user/auth',
      { login: player.email, password: player.password },
      { remoteAddress: '10.3.3.3' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a blocked player everything but the block page, takes an appeal, and lets them back after unblocking', async () => {
    const player: TestPlayer = await t().createPlayer();
    const cookie = await t().loginAs(player);
    expect(
      (
        await t().injectOps({
          method: 'POST',
          url: `/ops-api/accounts/${player.id}/block`,
          payload: { reason: 'fraud check' },
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t().injectAs(cookie, { method: 'POST', url: '/web-api/officeapi/getaccountdata' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe('ACCOUNT_BLOCKED');
    expect((await t().injectAs(cookie, sessionUser)).json().data.user.isBlocked).toBe(true);
    expect(
      (await t().injectAs(cookie, { method: 'GET', url: '/web-api/user/getuserconfig' })).json().data,
    ).toMatchObject({ isBlocked: true, blockedReason: 'fraud check' });
    expect(
      (await post('/web-api/user/auth', { login: player.email, password: player.password })).json().errors[0]
        .code,
    ).toBe('ACCOUNT_BLOCKED');
    const appeal = await post('/web-api/account/block-appeal', {
      login: player.email,
      email: player.email,
      text: 'It was me.',
    });
    expect(appeal.json()).toEqual({ data: { received: true } });
    const requests = (
      await t().injectOps({ method: 'GET', url: '/ops-api/accounts/requests?kind=block_appeal' })
    ).json().data;
    expect(requests[0]).toMatchObject({
      userId: player.id,
      kind: 'block_appeal',
      payload: { text: 'It was me.' },
    });
    await t().injectOps({ method: 'POST', url: `/ops-api/accounts/${player.id}/unblock` });
    expect(
      (await t().injectAs(cookie, { method: 'POST', url: '/web-api/officeapi/getaccountdata' })).statusCode,
    ).toBe(200);
  });
});
