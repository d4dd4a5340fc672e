import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limiter';

/** A family of calls limited per address; each route of the family has its own budget. */
interface RateLimitedCalls {
  readonly name: string;
  readonly paths: readonly RegExp[];
  readonly limit: number;
  readonly windowMs: number;
}

export const LOGIN_LIKE_LIMIT = 20;
export const LOGIN_LIKE_WINDOW_MS = 60_000;
export const COSTLY_GUEST_LIMIT = 10;
export const COSTLY_GUEST_WINDOW_MS = 10 * 60_000;

/** Calls that test a secret (password, SMS or 2FA code, reset link): guessing them must be slow. */
const LOGIN_LIKE: RateLimitedCalls = {
  name: 'login',
  paths: [
    /\/user\/auth$/,
    /\/account\/login$/,
    /\/sms-auth\//,
    /\/user\/twoauth\/?$/,
    /\/socauth\/twofactor\/?$/,
    /\/passwordreset$/,
    /\/check-confirm-code$/,
    /\/check-user-answer$/,
    /\/confirm$/,
  ],
  limit: LOGIN_LIKE_LIMIT,
  windowMs: LOGIN_LIKE_WINDOW_MS,
};

/**
 * Guest calls that make the product spend: a pay-and-play start opens a payment at the provider and a bank
 * identification. A real guest starts a few; a script must not open them in bulk.
 */
const COSTLY_GUEST: RateLimitedCalls = {
  name: 'costly',
  paths: [/\/payments\/pay-and-play$/],
  limit: COSTLY_GUEST_LIMIT,
  windowMs: COSTLY_GUEST_WINDOW_MS,
};

export const TELEMETRY_LIMIT = 600;
export const TELEMETRY_WINDOW_MS = 10 * 60_000;

/**
 * Guest reports that only feed counters (web vitals, CON-10): a page view sends one. One report a second per
 * address leaves room for the many players behind one carrier's or office's address, while a script cannot
 * skew the operator's figures at will.
 */
const TELEMETRY: RateLimitedCalls = {
  name: 'telemetry',
  paths: [/\/analytics-api\/web-vitals$/],
  limit: TELEMETRY_LIMIT,
  windowMs: TELEMETRY_WINDOW_MS,
};

export const ANALYTICS_LIMIT = 600;
export const ANALYTICS_WINDOW_MS = 60_000;

/**
 * The analytics collector and AB assignment (ANA-03, ANA-09). A tab sends at most 5 a second and usually one
 * every 3 s while something happens; ten a second per address, per call, serves several busy players behind one
 * address and stops a script from filling the events table.
 */
const ANALYTICS: RateLimitedCalls = {
  name: 'analytics',
  paths: [/\/analytics-api\/(event|ab)\.json$/],
  limit: ANALYTICS_LIMIT,
  windowMs: ANALYTICS_WINDOW_MS,
};

const LIMITED_CALLS = [LOGIN_LIKE, COSTLY_GUEST, TELEMETRY, ANALYTICS];

export function installLoginRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route) return;
    const calls = LIMITED_CALLS.find((family) => family.paths.some((pattern) => pattern.test(route.path)));
    if (!calls) return;
    const decision = await limiter.check(`${calls.name}:${route.id}:${request.ip}`, calls.limit, calls.windowMs);
    if (!decision.allowed) {
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw new AppError('RATE_LIMITED');
    }
  });
}
