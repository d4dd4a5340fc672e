import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type { CaptchaVendorSecrets } from '../../../platform/settings';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { CAPTCHA_AFTER_FAILURES } from '../captcha.service';
import { DEV_TOKEN_TTL_MS } from '../dev-vendor/dev-captcha-vendor';

const KZ = countryIdFromIso('KZ');
const SECRET = 'hcaptcha-secret';

/** hcaptcha's siteverify, played by a local server: tokens starting with "good" pass. */
const vendorCalls: URLSearchParams[] = [];
let vendor: Server;
const captchaVendors: CaptchaVendorSecrets = {};

beforeAll(async () => {
  vendor = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      vendorCalls.push(form);
      const success = form.get('secret') === SECRET && form.get('response')?.startsWith('good') === true;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ success, ...(!success && { 'error-codes': ['invalid-input-response'] }) }),
      );
    });
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  // The settings object is read when the suite's apps start, after this hook.
  captchaVendors.hcaptcha = {
    secret: SECRET,
    verifyUrl: `http://127.0.0.1:${(vendor.address() as AddressInfo).port}/siteverify`,
  };
});

afterAll(() => new Promise<void>((resolve) => vendor.close(() => resolve())));

async function withCaptchaType(t: () => TestApp, type: CaptchaVendor, run: () => Promise<void>) {
  const layer = await t().injectOps({
    method: 'PUT',
    url: '/ops-api/site-config/layers',
    payload: { partnerId: 1, patch: { captcha: { captcha_type: type, public_key: 'dev-site-key' } } },
  });
  expect(layer.statusCode, layer.body).toBe(200);
  try {
    await run();
  } finally {
    await t().injectOps({ method: 'DELETE', url: `/ops-api/site-config/layers/${layer.json().data.id}` });
  }
}

describeEachDatabase(
  'vendor captchas',
  (t) => {
    const devToken = async (name: string) => {
      const response = await t().app.inject({
        method: 'POST',
        url: '/dev-captcha/solve',
        payload: { vendor: name },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().token as string;
    };
    const register = (options: { header?: string; body?: string } = {}) =>
      t().app.inject({
        method: 'POST',
        url: '/web-api/registration/submit',
        payload: {
          type: 'fast_reg',
          country_id: KZ,
          currency_id: 398,
          regRules: 1,
          regPolitics: 1,
          ...(options.body && { google_captcha_response: options.body }),
        },
        ...(options.header && { headers: { 'x-captcha-token': options.header } }),
      });
    const codeOf = (response: { json(): { errors?: { code: string }[] } }) =>
      response.json().errors?.[0]?.code;

    it('serves the development vendor: its widget script, a frameable challenge page and tokens', async () => {
      const script = await t().app.inject({
        method: 'GET',
        url: '/dev-captcha/api.js?api=grecaptcha&vendor=google',
      });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('execute');
      const page = await t().app.inject({
        method: 'GET',
        url: '/dev-captcha/challenge?vendor=hcaptcha&widget=0',
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('hCaptcha');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(
        (await t().app.inject({ method: 'GET', url: '/dev-captcha/challenge?vendor=other' })).statusCode,
      ).toBe(404);
      const bad = await t().app.inject({
        method: 'POST',
        url: '/dev-captcha/solve',
        payload: { vendor: 'puzzle' },
      });
      expect(codeOf(bad)).toBe('BAD_REQUEST');
      expect(await devToken('google')).toMatch(/^dev-google\./);
    });

    it('with google and no secret, checks tokens with the development vendor, each once, in header or body', async () => {
      await withCaptchaType(t, 'google', async () => {
        expect(codeOf(await register())).toBe('CAPTCHA_REQUIRED');
        expect(codeOf(await register({ header: 'made-up' }))).toBe('CAPTCHA_INVALID');
        expect(codeOf(await register({ header: await devToken('hcaptcha') }))).toBe('CAPTCHA_INVALID');
        const token = await devToken('google');
        expect((await register({ header: token })).statusCode).toBe(201);
        expect(codeOf(await register({ header: token }))).toBe('CAPTCHA_INVALID');
        const inBody = await devToken('google');
        expect((await register({ body: inBody })).statusCode).toBe(201);
        expect(codeOf(await register({ body: inBody }))).toBe('CAPTCHA_INVALID');
        const stale = await devToken('google');
        t().clock.advance(DEV_TOKEN_TTL_MS + 1);
        expect(codeOf(await register({ header: stale }))).toBe('CAPTCHA_INVALID');
      });
    });

    it('guards the login after repeated failures with the vendor captcha too', async () => {
      await withCaptchaType(t, 'hunt', async () => {
        const player = await t().createPlayer();
        const ip = '10.31.0.1';
        const login = (password: string, token?: string) =>
          t().app.inject({
            method: 'POST',
            url: '/web-api/user/auth',
            payload: { login: player.email, password },
            remoteAddress: ip,
            ...(token && { headers: { 'x-captcha-token': token } }),
          });
        for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1)
          expect((await login('wrong-password')).statusCode).toBe(401);
        expect(codeOf(await login(player.password))).toBe('CAPTCHA_REQUIRED');
        expect((await login(player.password, await devToken('hunt'))).statusCode).toBe(200);
      });
    });

    it('with a configured secret, asks the vendor’s siteverify; its refusal and a reused token fail', async () => {
      await withCaptchaType(t, 'hcaptcha', async () => {
        vendorCalls.length = 0;
        const passed = await register({ header: 'good-token-1' });
        expect(passed.statusCode, passed.body).toBe(201);
        expect(vendorCalls).toHaveLength(1);
        expect(vendorCalls[0]!.get('secret')).toBe(SECRET);
        expect(vendorCalls[0]!.get('response')).toBe('good-token-1');
        expect(vendorCalls[0]!.get('remoteip')).toBeTruthy();
        expect(codeOf(await register({ header: 'good-token-1' }))).toBe('CAPTCHA_INVALID');
        expect(vendorCalls).toHaveLength(1);
        expect(codeOf(await register({ header: 'bad-token' }))).toBe('CAPTCHA_INVALID');
        expect(vendorCalls).toHaveLength(2);
        expect(codeOf(await register({ header: await devToken('hcaptcha') }))).toBe('CAPTCHA_INVALID');
        const events = (await t().injectOps({ method: 'GET', url: '/ops-api/auth/events?limit=500' })).json()
          .data as { kind: string; detail: { event?: number; type?: string } | null }[];
        const hcaptcha = events.filter((event) => event.detail?.type === 'hcaptcha');
        expect(hcaptcha.map((event) => [event.kind, event.detail?.event])).toEqual(
          expect.arrayContaining([
            ['captcha_passed', 10190],
            ['captcha_failed', 10191],
          ]),
        );
      });
    });
  },
  { settings: { captchaVendors } },
);
