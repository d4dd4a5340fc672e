import { createHmac } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { buildSiweMessage } from '@sportsbook/core/auth/siwe-message';
import { base32Decode, totp } from '@sportsbook/core/auth/totp';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { addressOf, personalSign } from './siwe-signature';

interface Reply {
  statusCode: number;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string }[];
  json(): { data?: Record<string, unknown>; errors?: { code: string }[] };
}

const sha1 = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha1', key).update(message).digest());
const cookieOf = (response: Reply, name: string) => {
  const value = response.cookies.find((c) => c.name === name)?.value;
  return value ? `${name}=${value}` : undefined;
};
const location = (response: Reply) => new URL(String(response.headers.location), 'http://localhost');
const errorCode = (response: Reply) => response.json().errors?.[0]?.code;

describeEachDatabase('social sign-in', (t) => {
  const get = (url: string, cookie?: string) =>
    t().app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) }) as Promise<Reply>;
  const withProviders = async (providers: string[], run: () => Promise<void>) => {
    const layer = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { auth: { socialProviders: providers } } },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    try {
      await run();
    } finally {
      await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layer.json().data.id}` });
    }
  };

  /** oauth/rights, then the development provider's consent: the provider's redirect back, not yet followed. */
  async function consent(
    provider: string,
    email: string,
    options: { cookie?: string; returnUrl?: string } = {},
  ) {
    const query = new URLSearchParams({ provider, return_url: options.returnUrl ?? '/ru/line' });
    const start = await get(`/web-api/oauth/rights?${query}`, options.cookie);
    expect(start.statusCode, JSON.stringify(start.json())).toBe(200);
    const authorize = new URL(String(start.json().data?.url));
    const approve = new URLSearchParams(authorize.searchParams);
    approve.set('email', email);
    approve.set('name', 'Ann Social');
    approve.set('decision', 'allow');
    const page = await get(`${authorize.pathname}?${authorize.searchParams}`);
    expect(page.statusCode).toBe(200);
    const answer = await get(`${authorize.pathname.replace(/authorize$/, 'approve')}?${approve}`);
    expect(answer.statusCode).toBe(303);
    return { authorize, back: location(answer) };
  }
  const callback = (back: URL, cookie?: string) => get(`${back.pathname}${back.search}`, cookie);

  it('registers a new player through the provider with state and PKCE, then signs the same identity in again', async () => {
    const email = `social-${Date.now()}@example.com`;
    const { authorize, back } = await consent('google', email);
    expect(authorize.pathname).toBe('/dev-idp/google/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/web-api\/oauth\/auth$/);
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    const done = await callback(back);
    expect(done.statusCode).toBe(303);
    expect(String(done.headers.location)).toBe('/ru/line');
    const session = cookieOf(done, 'SESSION');
    expect(session).toBeDefined();
    const who = (await get('/web-api/session-api/sessions/user', session)).json().data;
    expect(who).toMatchObject({ isAuthenticated: true, user: { email, language: 'ru' } });
    const balance = await t().injectAs(session ?? '', { method: 'POST', url: '/web-api/user/balance' });
    expect(balance.json().data.accounts).toHaveLength(1);
    // The provider verified the e-mail: confirmed at once, never a reminder to confirm it.
    const account = await t().injectAs(session ?? '', {
      method: 'POST',
      url: '/web-api/officeapi/getaccountdata',
    });
    expect(account.json().data.emailConfirmed).toBe(true);
    const reminder = await t().injectAs(session ?? '', {
      method: 'POST',
      url: '/web-api/user/repeatActivationPopup',
    });
    expect(reminder.json().data.show).toBe(false);
    const userId = (who?.user as { id: number }).id;

    const again = await callback((await consent('google', email)).back);
    const whoAgain = (await get('/web-api/session-api/sessions/user', cookieOf(again, 'SESSION'))).json()
      .data;
    expect((whoAgain?.user as { id: number }).id).toBe(userId);
  });

  it('refuses a tampered state, a replayed answer and a code presented with another sign-in’s verifier', async () => {
    const { back } = await consent('google', `tamper-${Date.now()}@example.com`);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect(String((await callback(tampered)).headers.location)).toBe('/?social_error=SOCIAL_LOGIN_INVALID');
    expect(cookieOf(await callback(back), 'SESSION')).toBeDefined();
    const replay = await callback(back);
    expect(String(replay.headers.location)).toBe('/ru/line?social_error=SOCIAL_LOGIN_INVALID');
    expect(cookieOf(replay, 'SESSION')).toBeUndefined();

    // A code issued for sign-in A, presented with sign-in B's state: B's PKCE verifier does not match.
    const a = await consent('google', `pkce-${Date.now()}@example.com`);
    const b = await consent('google', `pkce-${Date.now()}@example.com`);
    const swapped = await t().app.inject({
      method: 'POST',
      url: '/web-api/socauth/auth',
      payload: {
        social_types_id: 'google',
        code: a.back.searchParams.get('code'),
        state: b.back.searchParams.get('state'),
      },
    });
    expect(swapped.statusCode).toBe(401);
    expect(errorCode(swapped as Reply)).toBe('SOCIAL_LOGIN_INVALID');
    const denied = await get(
      `/web-api/oauth/auth?error=access_denied&state=${a.back.searchParams.get('state')}`,
    );
    expect(String(denied.headers.location)).toBe('/ru/line?social_error=SOCIAL_LOGIN_INVALID');
  });

  it('offers only the providers the site configuration lists', async () => {
    const refused = await get('/web-api/oauth/rights?provider=fb');
    expect(refused.statusCode).toBe(503);
    expect(errorCode(refused)).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
    await withProviders(['fb'], async () => {
      expect((await get('/web-api/oauth/rights?provider=fb')).statusCode).toBe(200);
    });
  });

  it('never takes over an account by e-mail: the player logs in, links the provider, then signs in with it', async () => {
    const player = await t().createPlayer();
    const taken = await callback((await consent('google', player.email)).back);
    expect(String(taken.headers.location)).toBe('/ru/line?social_error=SOCIAL_EMAIL_TAKEN');

    const cookie = await t().loginAs(player);
    const linked = await callback(
      (await consent('google', player.email, { cookie, returnUrl: '/en/office/security' })).back,
    );
    expect(String(linked.headers.location)).toBe('/en/office/security');

    const signIn = await callback((await consent('google', player.email)).back);
    const who = (await get('/web-api/session-api/sessions/user', cookieOf(signIn, 'SESSION'))).json().data;
    expect((who?.user as { id: number }).id).toBe(player.id);

    const other = await t().loginAs(await t().createPlayer());
    const stolen = await callback((await consent('google', player.email, { cookie: other })).back);
    expect(String(stolen.headers.location)).toBe('/ru/line?social_error=SOCIAL_IDENTITY_TAKEN');
  });

  it('lists the linked identities and unlinks one, but never the only way into an account', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    await callback((await consent('google', player.email, { cookie })).back);
    const office = (call: string, payload: object = {}, as = cookie) =>
      t().injectAs(as, { method: 'POST', url: `/web-api/officeapi/${call}`, payload });
    expect((await office('getsocialaccounts')).json().data.accounts).toEqual([
      expect.objectContaining({ provider: 'google', email: player.email, name: 'Ann Social' }),
    ]);
    expect((await office('unlinksocialaccount', { provider: 'apple' })).statusCode).toBe(404);
    expect((await office('unlinksocialaccount', { provider: 'google' })).json()).toEqual({
      data: { unlinked: true },
    });
    expect((await office('getsocialaccounts')).json().data.accounts).toEqual([]);

    // Telegram names no e-mail: its player has no other way in, so the identity stays.
    const telegram = await callback((await consent('telegram', `only-${Date.now()}@example.com`)).back);
    const onlyWay = cookieOf(telegram, 'SESSION') ?? '';
    const refused = await office('unlinksocialaccount', { provider: 'telegram' }, onlyWay);
    expect(refused.statusCode).toBe(409);
    expect((await office('getsocialaccounts', {}, onlyWay)).json().data.accounts).toHaveLength(1);
  });

  it('asks for the authenticator code when the player has two-factor on', async () => {
    const player = await t().createPlayer();
    const cookie = await t().loginAs(player);
    const office = (call: string, payload: object = {}) =>
      t().injectAs(cookie, { method: 'POST', url: `/web-api/officeapi/${call}`, payload });
    const secret = (await office('gettwofactorqrcodeurl')).json().data.code as string;
    const code = () => totp(sha1, base32Decode(secret) ?? new Uint8Array(), t().clock.nowMs());
    expect((await office('twofactorauthenable', { app_code: code() })).statusCode).toBe(200);
    t().clock.advance(30_000);
    await callback((await consent('google', player.email, { cookie })).back);

    const pending = await callback((await consent('google', player.email, { returnUrl: '/en/' })).back);
    expect(String(pending.headers.location)).toBe('/en/?social_two_factor=1');
    expect(cookieOf(pending, 'SESSION')).toBeUndefined();
    const second = await t().app.inject({
      method: 'POST',
      url: '/web-api/socauth/twofactor/',
      payload: { app_code: code() },
      headers: { cookie: cookieOf(pending, 'TWO_FACTOR_PENDING') ?? '' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.userId).toBe(player.id);
  });

  it('checks the Telegram widget’s signature and its age', async () => {
    const { authorize, back } = await consent('telegram', `tg-${Date.now()}@example.com`);
    expect(authorize.searchParams.get('bot_id')).toMatch(/^\d+$/);
    expect(back.pathname).toBe('/web-api/oauth/auth');
    expect(back.searchParams.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    const forged = new URL(back);
    forged.searchParams.set('first_name', 'Mallory');
    expect(String((await callback(forged)).headers.location)).toBe(
      '/ru/line?social_error=SOCIAL_LOGIN_INVALID',
    );
    const done = await callback(back);
    expect(String(done.headers.location)).toBe('/ru/line');
    expect(cookieOf(done, 'SESSION')).toBeDefined();

    const late = await consent('telegram', `tg-late-${Date.now()}@example.com`);
    t().clock.advance(11 * 60_000);
    expect(String((await callback(late.back)).headers.location)).toBe(
      '/ru/line?social_error=SOCIAL_LOGIN_INVALID',
    );
  });

  it('signs a wallet in with a SIWE message carrying a nonce of this site, once', async () => {
    await withProviders(['metamask'], async () => {
      const key = secp256k1.utils.randomSecretKey();
      const address = addressOf(secp256k1.getPublicKey(key, false));
      const start = (await get('/web-api/oauth/rights?provider=metamask')).json().data as Record<
        string,
        string
      >;
      expect(start.nonce).toMatch(/^[0-9a-f]{36}$/);
      const fields = {
        domain: start.domain ?? '',
        address,
        statement: start.statement ?? '',
        uri: start.uri ?? '',
        version: '1' as const,
        chainId: 1,
        nonce: start.nonce ?? '',
        issuedAt: new Date(t().clock.nowMs()).toISOString(),
      };
      const post = (message: string, signature: string) =>
        t().app.inject({
          method: 'POST',
          url: '/web-api/socauth/auth',
          payload: { social_types_id: 'metamask', message, signature },
        }) as Promise<Reply>;
      const message = buildSiweMessage(fields);
      const otherKey = secp256k1.utils.randomSecretKey();
      expect(errorCode(await post(message, personalSign(message, otherKey)))).toBe('SOCIAL_LOGIN_INVALID');
      const elsewhere = buildSiweMessage({ ...fields, domain: 'evil.example' });
      expect(errorCode(await post(elsewhere, personalSign(elsewhere, key)))).toBe('SOCIAL_LOGIN_INVALID');

      const signature = personalSign(message, key);
      const first = await post(message, signature);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ created: true });
      expect(errorCode(await post(message, signature))).toBe('SOCIAL_LOGIN_INVALID');
    });
  });
});
