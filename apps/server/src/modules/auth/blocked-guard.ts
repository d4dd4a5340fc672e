import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';

/** What a blocked player may still do: see that they are blocked and log out. */
const OPEN_TO_BLOCKED = new Set(['session.user', 'user.disconnect', 'user.getuserconfig']);

/**
 * A blocked player keeps their session, so the site can show the block page and the appeal path, but every
 * other call for logged-in players answers ACCOUNT_BLOCKED (ACC-29).
 */
export function installBlockedGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || route.auth !== 'user' || OPEN_TO_BLOCKED.has(route.id)) return;
    const user = await request.authUser();
    if (user?.blocked) throw new AppError('ACCOUNT_BLOCKED');
  });
}
