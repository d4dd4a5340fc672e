import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { LOCK_AFTER_FAILURES, LOCK_MS } from './auth.service';

const sessionUser = { method: 'GET', url: '/web-api/session-api/sessions/user' } as const;

describeEachDatabase('auth core', (t) => {
  it('logs in by e-mail with an HttpOnly, SameSite=Lax session cookie and knows the player afterwards', async () => {
    const player = await t().createPlayer();
    const response = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: player.email.toUpperCase(), password: player.password, remember_auth: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { userId: player.id } });
    const cookie = response.cookies.find((c) => c.name === 'SESSION');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires).toBeInstanceOf(Date);

    const me = await t().injectAs(`SESSION=${cookie?.value}`, sessionUser);
    expect(me.json()).toMatchObject({
      data: { isAuthenticated: true, user: { id: player.id, email: player.email } },
    });
  });

  it('logs in by account id and by phone number', async () => {
    const player = await t().createPlayer();
    for (const login of [String(player.id), `+${player.phone}`]) {
      const response = await t().app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        payload: { login, password: player.password },
      });
      expect(response.statusCode, login).toBe(200);
      expect(response.cookies.find((c) => c.name === 'SESSION')?.expires).toBeUndefined();
    }
  });

  it('refuses a wrong password and an unknown login alike', async () => {
    const player = await t().createPlayer();
    for (const payload of [
      { login: player.email, password: 'wrong-password' },
      { login: 'nobody@test.local', password: 'whatever-1' },
    ]) {
      const response = await t().app.inject({ method: 'POST', url: '/web-api/user/auth', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Wrong login or password',
        errors: [{ code: 'INVALID_CREDENTIALS', detail: 'Wrong login or password' }],
      });
    }
  });

  it('answers missing fields with validation_errors', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload: { login: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors[0].code).toBe('VALIDATION_FAILED');
    expect(body.validation_errors.password).toContain('required');
    expect(body.validation_errors.login).toContain('min_symbols_limit');
  });

  it('locks the account after five wrong passwords until the lock expires', async () => {
    const player = await t().createPlayer();
    const attempt = (password: string) =>
      t().app.inject({
        method: 'POST',
        url: '/web-api/user/auth',
        payload: { login: player.email, password },
      });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++)
      expect((await attempt('wrong-password')).statusCode).toBe(401);
    const locked = await attempt(player.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].code).toBe('ACCOUNT_LOCKED');
    t().clock.advance(LOCK_MS + 1000);
    expect((await attempt(player.password)).statusCode).toBe(200);
  });

  it('ends the session on the server at logout: the old cookie no longer authenticates', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const logout = await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'SESSION')?.value).toBe('');

    const me = await t().injectAs(cookie, sessionUser);
    expect(me.json()).toEqual({ data: { isAuthenticated: false, user: null } });
    const again = await t().injectAs(cookie, { method: 'POST', url: '/web-api/user/disconnect' });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0].code).toBe('UNAUTHENTICATED');
  });

  it('expires a session after its lifetime', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    t().clock.advance(25 * 3600_000);
    const me = await t().injectAs(cookie, sessionUser);
    expect(me.json().data.isAuthenticated).toBe(false);
  });

  it('refuses a cookie-authenticated state change from a foreign origin, not one from our own', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const foreign = await t().injectAs(cookie, {
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].code).toBe('CSRF_REJECTED');
    const own = await t().injectAs(cookie, {
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: { origin: 'http://localhost' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('is not cookie-bound when the request carries a user token', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const me = await t().injectAs(cookie, sessionUser);
    const { AUTH_SERVICE } = await import('./auth.service');
    const auth = t().app.ctx.services.get(AUTH_SERVICE);
    const user = await auth.bySessionToken(cookie.replace('SESSION=', ''), undefined as never);
    expect(user?.id).toBe(me.json().data.user.id);
    const { token } = await auth.issueUserToken(user!);
    const response = await t().app.inject({
      method: 'POST',
      url: '/web-api/user/disconnect',
      headers: { 'x-auth': `Bearer ${token}`, origin: 'https://partner.example' },
    });
    expect(response.statusCode).toBe(200);
    // The token was bound to the session it just ended.
    const after = await t().app.inject({ ...sessionUser, headers: { 'x-auth': token } });
    expect(after.json().data.isAuthenticated).toBe(false);
  });
});
