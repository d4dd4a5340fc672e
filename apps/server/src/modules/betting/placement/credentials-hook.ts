import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import { COUPON_CODES, COUPON_MESSAGES } from '@sportsbook/core/betting/coupon-codes';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { KeptSession } from '../../../platform/auth/kept-session';
import { bearerToken } from '../../../platform/auth/request-auth';
import type { Clock } from '../../../platform/clock';
import { unauthenticated } from '../../../platform/http/mount-routes';
import { PlatformError } from '../../../platform/http/platform-envelope';

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
 * The bet calls' answer to credentials that may not bet, or null: an expired token answers 401 with 157808, a
 * missing or wrong one 160, and a blocked player is a business refusal, 152 with HTTP 200, before the
 * platform's blocked guard would answer in the general error shape.
 */
export function betCredentialsRefusal(
  request: FastifyRequest,
  route: RouteDefinition,
  user: AuthUser | null,
  nowMs: number,
): Error | null {
  if (!user) {
    if (!expiredToken(request, nowMs)) return unauthenticated(route);
    const code = COUPON_CODES.expiredToken;
    return new PlatformError(code, COUPON_MESSAGES[code], 401);
  }
  if (!user.blocked) return null;
  const code = COUPON_CODES.playerMayNotBet;
  return new PlatformError(code, COUPON_MESSAGES[code]);
}

/**
 * Checks the bet calls' credentials before anything else. The `kept` routes take the player from memory
 * when the session cookie was looked up lately (`request.keptSession`, checked where the bet is written).
 */
export function installBetCredentials(
  app: FastifyInstance,
  routes: { readonly secure: ReadonlySet<string>; readonly kept: ReadonlySet<string> },
  clock: Clock,
): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || !routes.secure.has(route.id)) return;
    const user = await (routes.kept.has(route.id) ? request.keptAuthUser() : request.authUser());
    const refusal = betCredentialsRefusal(request, route, user, clock.nowMs());
    if (refusal) throw refusal;
  });
}

/**
 * Runs a bet call as the request's player. A player taken from memory counts only when the call had the
 * session checked (bet_place does, as it writes); otherwise, answer or failure, the session is looked up and the
 * call runs again as the player found, or the credentials' refusal is the answer. A call run unchecked wrote
 * nothing: whatever would act on the session first throws SessionNotChecked.
 */
export async function asCheckedPlayer<T>(
  request: FastifyRequest,
  clock: Clock,
  call: (user: AuthUser, session: KeptSession | null) => Promise<T>,
): Promise<T> {
  // The credentials hook and the route table have refused a request without a player.
  const user = (await request.authUser())!;
  const session = request.keptSession;
  if (!session) return call(user, null);
  try {
    const answer = await call(user, session);
    if (session.checked) return answer;
  } catch (error) {
    if (session.checked) throw error;
  }
  const fresh = await request.recheckAuthUser();
  const route = request.routeOptions.config.routeDefinition!;
  const refusal = betCredentialsRefusal(request, route, fresh, clock.nowMs());
  if (refusal) throw refusal;
  return call(fresh!, null);
}
