import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { COUPON_CODES, COUPON_MESSAGES } from '@sportsbook/core/betting/coupon-codes';
import { bearerToken } from '../../../platform/auth/request-auth';
import type { Clock } from '../../../platform/clock';
import { platformFailure } from '../../../platform/http/platform-envelope';

/** Whether the request's token is a well-formed one past its expiry (157808 rather than 160). */
function expiredToken(request: FastifyRequest, nowMs: number): boolean {
  const token = bearerToken(request);
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' && exp * 1000 <= nowMs;
  } catch {
    return false;
  }
}

/**
 * The bet calls' credentials in the coupon format: an expired token answers 401 with 157808 (a missing or wrong
 * one gets 160 from the route table), and a blocked player is a business refusal, 152 with HTTP 200, before
 * the platform's blocked guard would answer in the general error shape.
 */
export function installBetCredentials(
  app: FastifyInstance,
  routeIds: ReadonlySet<string>,
  clock: Clock,
): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || !routeIds.has(route.id)) return;
    const user = await request.authUser();
    if (!user && expiredToken(request, clock.nowMs())) {
      const code = COUPON_CODES.expiredToken;
      return reply.code(401).send(platformFailure(code, COUPON_MESSAGES[code]));
    }
    if (user?.blocked) {
      const code = COUPON_CODES.playerMayNotBet;
      return reply.code(200).send(platformFailure(code, COUPON_MESSAGES[code]));
    }
  });
}
