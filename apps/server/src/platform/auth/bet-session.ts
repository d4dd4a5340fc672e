import type { FastifyInstance } from 'fastify';
import { BET_SESSION_HEADER } from '@sportsbook/core/api/route-definition';
import { AppError } from '../http/app-error';
import { PlatformError } from '../http/platform-envelope';

/**
 * Routes marked `authHeader: 'bet-session'` (secure bets) may name the session the page logged in with. A page
 * left open across a logout and another login would otherwise bet with the new login's cookie; when the named
 * session is not the request's, the bet is refused. Absent, nothing is checked: coupon clients of
 * spec/coupon-format.md do not send it.
 */
export function installBetSessionGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config.routeDefinition;
    if (route?.authHeader !== 'bet-session') return;
    const named = request.headers[BET_SESSION_HEADER];
    if (named === undefined) return;
    const user = await request.authUser();
    if (user && user.sessionId === named) return;
    throw route.envelope === 'platform'
      ? new PlatformError(160, 'The session of this page has ended, log in again', 401)
      : new AppError('UNAUTHENTICATED');
  });
}
