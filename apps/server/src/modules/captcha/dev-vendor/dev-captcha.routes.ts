import type { FastifyInstance } from 'fastify';
import {
  DEV_CAPTCHA_PATH,
  isCaptchaVendor,
  type CaptchaVendor,
} from '@sportsbook/core/constants/captcha.constants';
import { AppError } from '../../../platform/http/app-error';
import type { DevCaptchaVendor } from './dev-captcha-vendor';
import { devCaptchaChallengePage } from './dev-captcha.page';
import { DEV_CAPTCHA_API_SCRIPT, DEV_CAPTCHA_CHALLENGE_SCRIPT } from './dev-captcha.script';

const VENDOR_NAMES: Readonly<Record<CaptchaVendor, string>> = {
  google: 'Google reCAPTCHA',
  hcaptcha: 'hCaptcha',
  hunt: 'Hunt captcha',
};

/** The challenge page is framed by the site's own pages, unlike every other page of the server. */
const CHALLENGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The development vendor's pages, outside production only: GET api.js (the widget), GET challenge and
 * challenge.js (the framed challenge), POST solve (a token for the passed challenge).
 */
export async function registerDevCaptcha(app: FastifyInstance, vendor: DevCaptchaVendor): Promise<void> {
  await app.register(
    async (dev) => {
      dev.addHook('onSend', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!request.url.startsWith(`${DEV_CAPTCHA_PATH}/challenge?`)) return;
        reply.removeHeader('x-frame-options');
        reply.header('content-security-policy', CHALLENGE_CSP);
      });
      dev.get('/api.js', async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').send(DEV_CAPTCHA_API_SCRIPT),
      );
      dev.get('/challenge.js', async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').send(DEV_CAPTCHA_CHALLENGE_SCRIPT),
      );
      dev.get<{ Querystring: { vendor?: string } }>('/challenge', async (request, reply) => {
        const name = request.query.vendor;
        if (!name || !isCaptchaVendor(name)) throw new AppError('NOT_FOUND');
        return reply
          .type('text/html; charset=utf-8')
          .send(devCaptchaChallengePage(VENDOR_NAMES[name], `${DEV_CAPTCHA_PATH}/challenge.js`));
      });
      dev.post<{ Body: { vendor?: unknown } | null }>('/solve', async (request) => {
        const name = request.body?.vendor;
        if (typeof name !== 'string' || !isCaptchaVendor(name))
          throw new AppError('BAD_REQUEST', 'vendor must be google, hcaptcha or hunt');
        return { token: vendor.issue(name) };
      });
    },
    { prefix: DEV_CAPTCHA_PATH },
  );
}
