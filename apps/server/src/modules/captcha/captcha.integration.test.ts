import { expect, it } from 'vitest';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { describeEachDatabase } from '../../../test/harness/test-app';
import { CAPTCHA_AFTER_FAILURES, CHALLENGE_TTL_MS, TOKEN_TTL_MS } from './captcha.service';

const KZ = countryIdFromIso('KZ');

/** The gap's x as drawn on the background: what a person sees and drags the piece to. */
function gapOf(background: string): number {
  const svg = Buffer.from(background.split(',')[1]!, 'base64').toString();
  return Number(/<rect x="(\d+)" y="\d+" width="40"/.exec(svg)![1]);
}

describeEachDatabase('puzzle captcha', (t) => {
  const puzzle = async () =>
    (await t().app.inject({ method: 'GET', url: '/puzzle-api/v1/puzzle' })).json().data;
  const verify = (id: string, x: number) =>
    t().app.inject({ method: 'POST', url: '/puzzle-api/v1/puzzle/verify', payload: { id, x } });
  const solved = async () => {
    const challenge = await puzzle();
    return (await verify(challenge.id, gapOf(challenge.background) + 3)).json().data.token as string;
  };
  const login = (payload: object, remoteAddress: string, token?: string) =>
    t().app.inject({
      method: 'POST',
      url: '/web-api/user/auth',
      payload,
      remoteAddress,
      ...(token ? { headers: { 'x-captcha-token': token } } : {}),
    });

  it('passes a puzzle solved within the tolerance once; a wrong or repeated answer is refused', async () => {
    const challenge = await puzzle();
    expect(challenge).toMatchObject({ width: 300, height: 150, piece_size: 40 });
    expect(challenge.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    const pass = await verify(challenge.id, gapOf(challenge.background) - 4);
    expect(pass.statusCode).toBe(200);
    expect(pass.json().data.token).toMatch(/^[\w-]{43}$/);
    expect((await verify(challenge.id, gapOf(challenge.background))).json().errors[0].code).toBe(
      'CAPTCHA_INVALID',
    );
    const other = await puzzle();
    const wrong = await verify(other.id, gapOf(other.background) + 30);
    expect(wrong.statusCode).toBe(403);
    expect((await verify(other.id, gapOf(other.background))).statusCode).toBe(403);
    const late = await puzzle();
    t().clock.advance(CHALLENGE_TTL_MS + 1);
    expect((await verify(late.id, gapOf(late.background))).statusCode).toBe(403);
    const events = (await t().injectOps({ method: 'GET', url: '/ops-api/auth/events?limit=500' })).json()
      .data;
    const kinds = events.map((e: { kind: string }) => e.kind);
    expect(kinds).toContain('captcha_passed');
    expect(kinds).toContain('captcha_failed');
  });

  it('with captcha_type puzzle, asks for a token after repeated login failures and takes each token once', async () => {
    const layer = await t().injectOps({
      method: 'PUT',
      url: '/ops-api/site-config/layers',
      payload: { partnerId: 1, patch: { captcha: { captcha_type: 'puzzle' } } },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    try {
      const player = await t().createPlayer();
      const ip = '10.30.0.1';
      const right = { login: player.email, password: player.password };
      const wrong = { login: player.email, password: 'wrong-password' };
      expect((await login(right, ip)).statusCode).toBe(200);
      for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1)
        expect((await login(wrong, ip)).statusCode).toBe(401);
      expect((await login(right, ip)).json().errors[0].code).toBe('CAPTCHA_REQUIRED');
      expect((await login(right, ip, 'made-up-token')).json().errors[0].code).toBe('CAPTCHA_INVALID');
      const token = await solved();
      expect((await login(right, ip, token)).statusCode).toBe(200);
      expect((await login(right, ip, token)).json().errors[0].code).toBe('CAPTCHA_INVALID');
      const stale = await solved();
      t().clock.advance(TOKEN_TTL_MS + 1);
      expect((await login(right, ip, stale)).json().errors[0].code).toBe('CAPTCHA_INVALID');
      expect((await login(right, '10.30.0.2')).statusCode).toBe(200);

      const register = (token?: string) =>
        t().app.inject({
          method: 'POST',
          url: '/web-api/registration/submit',
          payload: { type: 'fast_reg', country_id: KZ, currency_id: 398, regRules: 1, regPolitics: 1 },
          ...(token ? { headers: { 'x-captcha-token': token } } : {}),
        });
      expect((await register()).json().errors[0].code).toBe('CAPTCHA_REQUIRED');
      const token2 = await solved();
      expect((await register(token2)).statusCode).toBe(201);
      expect((await register(token2)).json().errors[0].code).toBe('CAPTCHA_INVALID');
    } finally {
      await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layer.json().data.id}` });
    }
  });

  it('asks for no captcha while captcha_type is not puzzle', async () => {
    const player = await t().createPlayer();
    const ip = '10.30.0.3';
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1)
      await login({ login: player.email, password: 'wrong-password' }, ip);
    expect((await login({ login: player.email, password: player.password }, ip)).statusCode).toBe(200);
  });
});
