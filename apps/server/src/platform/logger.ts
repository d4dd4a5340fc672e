import type { FastifyServerOptions } from 'fastify';
import type { Settings } from './settings';

/** Secrets never reach the log: credentials in headers, cookies, bodies and set-cookie answers. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-auth"]',
  'req.headers["x-captcha-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.old_password',
  '*.password_confirmation',
  '*.password_again',
  '*.sms_code',
  '*.confirm_code',
  '*.app_code',
  '*.answer',
  '*.answer_repeat',
  '*.token',
];

export function loggerOptions(settings: Settings): FastifyServerOptions['logger'] {
  return {
    level: settings.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
