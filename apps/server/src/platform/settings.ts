import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  abExperimentsSchema,
  DEFAULT_AB_EXPERIMENTS,
  type AbExperiment,
} from '@sportsbook/core/analytics/ab-experiments';

const modeSchema = z.enum(['development', 'production', 'test']);

/** Operator credentials of social sign-in providers, by provider id (SOCIAL_LOGIN, JSON). */
const socialLoginSchema = z.record(
  z.string(),
  z.object({
    clientId: z.string().min(1).optional(),
    clientSecret: z.string().min(1).optional(),
    botToken: z
      .string()
      .regex(/^\d+:[\w-]+$/, 'botToken must look like 123456:ABC...')
      .optional(),
  }),
);
export type SocialLoginCredentials = z.infer<typeof socialLoginSchema>;

/** A setting holding JSON, parsed then checked by `schema`; `example` shows the expected shape. */
function jsonSetting<T extends z.ZodType>(schema: T, example: string) {
  return z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON: ${example}` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const socialLoginJson = jsonSetting(socialLoginSchema, '{"google":{"clientId":"…","clientSecret":"…"}}');

/**
 * Secrets of the captcha vendors (CAPTCHA_VENDORS, JSON), by captcha_type. verifyUrl replaces the vendor's
 * documented siteverify address; hunt documents none, so it needs one.
 */
const captchaVendorSchema = z.object({
  secret: z.string().min(1),
  verifyUrl: z.string().url().optional(),
});
const captchaVendorsSchema = z
  .object({
    google: captchaVendorSchema.optional(),
    hcaptcha: captchaVendorSchema.optional(),
    hunt: captchaVendorSchema.optional(),
  })
  .strict()
  .refine((vendors) => !vendors.hunt || vendors.hunt.verifyUrl, {
    message: 'hunt needs a verifyUrl',
    path: ['hunt', 'verifyUrl'],
  });
export type CaptchaVendorSecrets = z.infer<typeof captchaVendorsSchema>;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  FEED_SEED: z.coerce.number().int().default(20261122),
  FEED_SPEED: z.coerce.number().positive().max(1000).default(1),
  FEED_WORLD: z.enum(['full', 'small', 'off']).default('full'),
  MODE: modeSchema.default('development'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Sportsbook <no-reply@sportsbook.local>'),
  SOCIAL_LOGIN: socialLoginJson.optional(),
  CAPTCHA_VENDORS: jsonSetting(captchaVendorsSchema, '{"google":{"secret":"…"}}').optional(),
  AB_EXPERIMENTS: jsonSetting(
    abExperimentsSchema,
    '[{"id":"checkout-v2","variants":[{"name":"a","weight":50},{"name":"b","weight":50}]}]',
  ).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  WEB_DIST: z.string().optional(),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .transform((name) => name.toLowerCase())
    .default('x-geo-country'),
  DEFAULT_GEO_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((code) => code.toUpperCase())
    .optional(),
});

export type Mode = z.infer<typeof modeSchema>;

export interface Settings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Bearer token of /ops-api; generated into DATA_DIR when unset outside production. */
  readonly opsToken: string;
  /** Signs tokens (user tokens, password-reset links); generated into DATA_DIR when unset outside production. */
  readonly sessionSecret: string;
  readonly feedSeed: number;
  readonly feedSpeed: number;
  /** The embedded feed's world: 'full' (20+ sports, 14 days), 'small' (a few, for tests), 'off' (no engine). */
  readonly feedWorld: 'full' | 'small' | 'off';
  readonly mode: Mode;
  /** Outgoing e-mail goes through this SMTP server; unset: the development mailbox (outside production). */
  readonly smtpUrl: string | undefined;
  /** SMS go to this HTTP gateway (POST JSON { to, text, id }); unset: the development mailbox. */
  readonly smsGatewayUrl: string | undefined;
  /** The From of outgoing e-mail. */
  readonly mailFrom: string;
  readonly seedDemo: boolean;
  /**
   * Social sign-in clients the operator configured. A provider without one uses the built-in development
   * identity provider outside production and is unavailable in production.
   */
  readonly socialLogin: SocialLoginCredentials;
  /**
   * Secrets of the captcha vendors. A vendor without one is checked by the built-in development vendor
   * outside production and refuses every token in production.
   */
  readonly captchaVendors: CaptchaVendorSecrets;
  /** The running AB tests ab.json assigns (AB_EXPERIMENTS, JSON); unset: DEFAULT_AB_EXPERIMENTS. */
  readonly abExperiments: readonly AbExperiment[];
  /** Origins allowed on cookie-authenticated state-changing requests, besides the request's own host. */
  readonly publicOrigin: string | undefined;
  readonly trustProxy: boolean;
  /** Folder of the built web app; the SPA is served only when it exists. */
  readonly webDist: string;
  /** Header in which the proxy or CDN in front states the client's country (it must overwrite the client's). */
  readonly geoCountryHeader: string;
  /** ISO alpha-2 country assumed when the header is absent. */
  readonly defaultGeoCountry: string | undefined;
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A secret kept in DATA_DIR so a restart keeps sessions and the operator token valid. */
function persistedSecret(dataDir: string, file: string, bytes: number): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(full, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The server runs from src (tsx, tests) or from its bundle in dist: find the repository's apps/web either way. */
function defaultWebDist(): string {
  let dir = import.meta.dirname;
  for (let depth = 0; depth < 6; depth++) {
    if (existsSync(path.join(dir, 'apps', 'web'))) return path.join(dir, 'apps', 'web', 'dist');
    dir = path.dirname(dir);
  }
  return path.resolve('apps/web/dist');
}

export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Settings> = {},
): Settings {
  // An empty variable means unset (`DATABASE_URL= npm start` falls back to PGlite).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new SettingsError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const mode = overrides.mode ?? e.MODE;
  if (mode === 'production') {
    const missing = [
      !e.OPS_TOKEN && 'OPS_TOKEN: required in production (at least 24 characters)',
      !e.SESSION_SECRET && 'SESSION_SECRET: required in production (at least 32 characters)',
    ].filter((p): p is string => typeof p === 'string');
    if (missing.length > 0 && !(overrides.opsToken && overrides.sessionSecret))
      throw new SettingsError(missing);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    feedSeed: e.FEED_SEED,
    feedSpeed: e.FEED_SPEED,
    feedWorld: e.FEED_WORLD,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    mailFrom: e.MAIL_FROM,
    socialLogin: e.SOCIAL_LOGIN ?? {},
    captchaVendors: e.CAPTCHA_VENDORS ?? {},
    abExperiments: e.AB_EXPERIMENTS ?? DEFAULT_AB_EXPERIMENTS,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : mode !== 'production',
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY === '1',
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist()),
    geoCountryHeader: e.GEO_COUNTRY_HEADER,
    defaultGeoCountry: e.DEFAULT_GEO_COUNTRY,
    ...overrides,
    mode,
    dataDir,
    opsToken: overrides.opsToken ?? e.OPS_TOKEN ?? persistedSecret(dataDir, 'ops-token', 32),
    sessionSecret:
      overrides.sessionSecret ?? e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', 48),
  };
}
