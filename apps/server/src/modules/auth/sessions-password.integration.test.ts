import { beforeEach, expect, it } from 'vitest';
import { encodePassword } from '@sportsbook/core/registration/encoded-password';
import { describeEachDatabase, type TestPlayer } from '../../../test/harness/test-app';
import { codeIn, lastMessageTo, tokenIn } from '../outbox/outbox-test-support';

const sessionUser = { method: 'GET', url: '/web-api/session-api/sessions/user' } as const;
const accountData = { method: 'POST', url: '/web-api/officeapi/getaccountdata' } as const;
const NEW_PASSWORD = 'Another-pass-2';

function passwordBody(attributes: Record<string, unknown>) {
  return JSON.stringify({ data: { type: 'password', attributes } });
}

describeEachDatabase('sessions, password change and reset, activation', (t) => {
  // Each test logs in several times from one address: start each in a new window of the login rate limit.
  beforeEach(() => t().clock.advance(61_000));

  const bearerOf = async (cookie: string) =>
    (await t().injectAs(cookie, { method: 'GET', url: '/web-api/api/mobile/v1/token/' })).json().data
      .attributes.userToken as string;
  const authenticated = async (credentials: { cookie?: string; bearer?: string }) => {
    const headers = credentials.bearer
      ? { authorization: `Bearer ${credentials.bearer}` }
      : { cookie: credentials.cookie! };
    return (await t().app.inject({ ...accountData, headers })).statusCode;
  };
  const changePassword = (cookie: string, attributes: Record<string, unknown>) =>
    t().injectAs(cookie, {
      method: 'PUT',
      url: '/web-api/api/web/user/v1/password',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: passwordBody(attributes),
    });

  it('lists active and recent sessions (5 recent by default), the current one marked', async () => {
    const player = await t().createPlayer();
    const cookies: string[] = [];
    for (let i = 0; i < 8; i++) cookies.push(await t().loginAs(player));
    for (const cookie of cookies.slice(0, 7))
      await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
    const current = cookies[7]!;
    const list = (
      await t().injectAs(current, { method: 'POST', url: '/web-api/officeapi/getusersessions' })
    ).json().data;
    expect(list.active_sessions).toHaveLength(1);
    expect(list.active_sessions[0]).toMatchObject({ is_current: true, login_kind: 'email', ended_at: null });
    expect(list.recent_sessions).toHaveLength(5);
    expect(list.recent_sessions[0]).toMatchObject({ is_current: false, end_reason: 'logout' });
    const more = (
      await t().injectAs(current, {
        method: 'POST',
        url: '/web-api/officeapi/getusersessions',
        payload: { sessions_quantity: 7 },
      })
    ).json().data;
    expect(more.recent_sessions).toHaveLength(7);
    const id = (await t().injectAs(current, { method: 'GET', url: '/web-api/officeapi/getsessionid' })).json()
      .data.session_id;
    expect(id).toBe(list.active_sessions[0].session_id);
  });

  it('closes one session: its cookie and bearer token get 401; another player’s session is not found', async () => {
    const player = await t().createPlayer();
    const other = await t().createPlayer();
    const [mine, second, theirs] = [
      await t().loginAs(player),
      await t().loginAs(player),
      await t().loginAs(other),
    ];
    const secondBearer = await bearerOf(second);
    const secondId = (
      await t().injectAs(second, { method: 'GET', url: '/web-api/officeapi/getsessionid' })
    ).json().data.session_id;
    const stranger = await t().injectAs(theirs, {
      method: 'POST',
      url: '/web-api/officeapi/closesession',
      payload: { session_id: secondId },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await authenticated({ cookie: second })).toBe(200);
    const closed = await t().injectAs(mine, {
      method: 'POST',
      url: '/web-api/officeapi/closesession',
      payload: { session_id: secondId },
    });
    expect(closed.json().data).toMatchObject({ closed: true, was_current: false });
    expect(await authenticated({ cookie: second })).toBe(401);
    expect(await authenticated({ bearer: secondBearer })).toBe(401);
    expect(await authenticated({ cookie: mine })).toBe(200);
    expect(
      (
        await t().injectAs(mine, {
          method: 'POST',
          url: '/web-api/officeapi/closesession',
          payload: { session_id: 42 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('disconnects everywhere but here', async () => {
    const player = await t().createPlayer();
    const [here, there, elsewhere] = [
      await t().loginAs(player),
      await t().loginAs(player),
      await t().loginAs(player),
    ];
    const result = await t().injectAs(here, {
      method: 'POST',
      url: '/web-api/officeapi/disconnecteverywhere',
    });
    expect(result.json().data.ended).toBe(2);
    expect([
      await authenticated({ cookie: here }),
      await authenticated({ cookie: there }),
      await authenticated({ cookie: elsewhere }),
    ]).toEqual([200, 401, 401]);
  });

  it.each([
    [{ old_password: 'not base64!' }, 'old_password', 'validation_not_base64'],
    [{ old_password: encodePassword('Wrong-pass-1') }, 'old_password', 'validation_old_password_wrong'],
    [
      { password: encodePassword('short1'), password_confirmation: encodePassword('short1') },
      'password',
      'min_symbols_limit',
    ],
    [
      { password: encodePassword('no-digits-here'), password_confirmation: encodePassword('no-digits-here') },
      'password',
      'validation_password_weak',
    ],
    [
      { password_confirmation: encodePassword('Mismatch-pass-3') },
      'password_confirmation',
      'validation_compare',
    ],
  ])('refuses the password change %j with %s: %s', async (overrides, field, key) => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const response = await changePassword(cookie, {
      old_password: encodePassword(player.password),
      password: encodePassword(NEW_PASSWORD),
      password_confirmation: encodePassword(NEW_PASSWORD),
      ...overrides,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors[field]).toEqual([key]);
  });

  it('changes the password, ending the other sessions and their tokens when asked', async () => {
    const player = await t().createPlayer();
    const [here, there] = [await t().loginAs(player), await t().loginAs(player)];
    const thereBearer = await bearerOf(there);
    const same = await changePassword(here, {
      old_password: encodePassword(player.password),
      password: encodePassword(player.password),
      password_confirmation: encodePassword(player.password),
    });
    expect(same.json().validation_errors.password).toEqual(['validation_password_same']);
    const response = await changePassword(here, {
      old_password: encodePassword(player.password),
      password: encodePassword(NEW_PASSWORD),
      password_confirmation: encodePassword(NEW_PASSWORD),
      end_other_sessions: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toEqual({ changed: true, ended_sessions: 1 });
    expect(await authenticated({ cookie: there })).toBe(401);
    expect(await authenticated({ bearer: thereBearer })).toBe(401);
    expect(await authenticated({ cookie: here })).toBe(200);
    const login = (password: string) =>
      t().app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        payload: { login: player.email, password },
      });
    expect((await login(player.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    expect((await lastMessageTo(t().app.ctx.db, player.email)).purpose).toBe('password_changed');
  });

  it('resets a password by a single-use, expiring e-mail link that ends every session', async () => {
    const player: TestPlayer = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const request = (payload: object) =>
      t().app.inject({ method: 'POST', url: '/web-api/api/internal/v1/user/passwordreset', payload });
    expect((await request({ email: player.email.toUpperCase() })).json()).toEqual({ data: { sent: true } });
    expect((await request({ email: 'nobody@test.local' })).json()).toEqual({ data: { sent: true } });
    const token = tokenIn(await lastMessageTo(t().app.ctx.db, player.email));
    const check = await t().app.inject({
      method: 'GET',
      url: `/web-api/api/internal/v1/user/passwordreset?token=${token}`,
    });
    expect(check.json().data.valid).toBe(true);
    const set = {
      token,
      password: encodePassword(NEW_PASSWORD),
      password_confirmation: encodePassword(NEW_PASSWORD),
    };
    expect(
      (await request({ ...set, password_confirmation: encodePassword('Other-pass-9') })).json()
        .validation_errors,
    ).toEqual({ password_confirmation: ['validation_compare'] });
    expect((await request(set)).json()).toEqual({ data: { reset: true } });
    expect(await authenticated({ cookie })).toBe(401);
    expect((await request(set)).json().validation_errors).toEqual({ token: ['validation_link_invalid'] });
    const login = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: player.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    await request({ phone: player.phone });
    const sms = await lastMessageTo(t().app.ctx.db, player.phone);
    expect(sms.channel).toBe('sms');
    t().clock.advance(61 * 60_000);
    const late = await t().app.inject({
      method: 'GET',
      url: `/web-api/api/internal/v1/user/passwordreset?token=${tokenIn(sms)}`,
    });
    expect(late.json().validation_errors).toEqual({ token: ['validation_link_invalid'] });
  });

  it('activates by the code of a resent letter; the popup shows once a day until then', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const popup = () => t().injectAs(cookie, { method: 'POST', url: '/web-api/user/repeatActivationPopup' });
    expect((await popup()).json().data).toEqual({ show: true, email: player.email });
    expect((await popup()).json().data.show).toBe(false);
    const resend = await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/sendActivationMail' });
    expect(resend.json().data).toEqual({ sent: true, email: player.email });
    expect(
      (await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/sendActivationMail' })).statusCode,
    ).toBe(429);
    const letter = await lastMessageTo(t().app.ctx.db, player.email);
    const fast = (payload: object) =>
      t().app.inject({ method: 'POST', url: '/web-api/api/internal/v1/user/activatefast', payload });
    expect((await fast({ email: player.email })).json().validation_errors).toEqual({
      confirm_code: ['auth_required_field'],
    });
    expect((await fast({ email: player.email, confirm_code: codeIn(letter) })).json().data).toEqual({
      activated: true,
      userId: player.id,
    });
    expect((await t().injectAs(cookie, accountData)).json().data.emailConfirmed).toBe(true);
    t().clock.advance(25 * 3600_000);
    const fresh = await t().loginAs(player);
    expect(
      (await t().injectAs(fresh, { method: 'POST', url: '/web-api/user/repeatActivationPopup' })).json().data
        .show,
    ).toBe(false);
    expect((await t().injectAs(fresh, sessionUser)).json().data.isAuthenticated).toBe(true);
  });
});
