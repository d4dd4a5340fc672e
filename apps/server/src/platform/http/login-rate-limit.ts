import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { RateLimiter } from './rate-limiter';

/** Calls that test a secret (password, SMS or 2FA code, reset link): guessing them must be slow. */
const LOGIN_LIKE = [
  /\/user\/auth$/,
  /\/account\/login$/,
  /\/sms-auth\//,
  /\/user\/twoauth\/?$/,
  /\/socauth\/twofactor\/?$/,
  /\/passwordreset$/,
  /\/check-confirm-code$/,
  /\/check-user-answer$/,
  /\/confirm$/,
];
export const LOGIN_LIKE_LIMIT = 20;
export const LOGIN_LIKE_WINDOW_MS = 60_000;

export function isLoginLike(path: string): boolean {
  return LOGIN_LIKE.some((pattern) => pattern.test(path));
}

export function installLoginRateLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || !isLoginLike(route.path)) return;
    const decision = await limiter.check(`login:${route.id}:${request.ip}`, LOGIN_LIKE_LIMIT, LOGIN_LIKE_WINDOW_MS);
    if (!decision.allowed) {
      reply.header('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      throw new AppError('RATE_LIMITED');
    }
  });
}
