import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { loadSettings } from './settings';

/** What the app's logger writes for one entry, parsed. */
function logged(entry: Record<string, unknown>): Record<string, unknown> {
  const lines: string[] = [];
  const settings = loadSettings(
    {},
    { dataDir: '/tmp/sb-logger-test', opsToken: 'o'.repeat(24), sessionSecret: 's'.repeat(32) },
  );
  const logger = pino(loggerOptions(settings) as LoggerOptions, {
    write: (line: string) => lines.push(line),
  });
  logger.info(entry, 'entry');
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('log redaction', () => {
  it('hides credentials in request and answer headers', () => {
    const line = logged({
      req: {
        method: 'POST',
        headers: {
          cookie: 'SESSION=abc',
          authorization: 'Bearer t',
          'x-auth': 'u',
          'x-captcha-token': 'c',
          host: 'h',
        },
      },
      res: { headers: { 'set-cookie': 'SESSION=abc' } },
    });
    expect(line.req).toEqual({
      method: 'POST',
      headers: {
        cookie: '[redacted]',
        authorization: '[redacted]',
        'x-auth': '[redacted]',
        'x-captcha-token': '[redacted]',
        host: 'h',
      },
    });
    expect(line.res).toEqual({ headers: { 'set-cookie': '[redacted]' } });
  });

  it('hides passwords, codes, answers and tokens of a logged body, and keeps the rest', () => {
    const line = logged({
      body: {
        login: 'demo@sportsbook.local',
        password: 'p',
        password_again: 'p',
        sms_code: '1234',
        app_code: '123456',
        answer: 'a',
        token: 't',
      },
    });
    expect(line.body).toEqual({
      login: 'demo@sportsbook.local',
      password: '[redacted]',
      password_again: '[redacted]',
      sms_code: '[redacted]',
      app_code: '[redacted]',
      answer: '[redacted]',
      token: '[redacted]',
    });
  });
});
