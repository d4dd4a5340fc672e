import { userApi } from '@sportsbook/core/api/routes/user.routes';
import type { ServerModule } from '../../platform/module';

/**
 * The cookie consent log (CFG-27): guests and players alike record the level they chose in the banner, so the
 * operator can show what a visitor agreed to and when.
 */
export const cookieConsentModule: ServerModule = {
  name: 'cookie-consent',
  register(ctx, routes) {
    routes.implement(userApi.cookieAgreement, async ({ body, user, request }) => {
      const at = ctx.clock.now();
      await ctx.db
        .insertInto('cookie_consents')
        .values({ at, level: body.level, user_id: user?.id ?? null, ip: request.ip })
        .execute();
      return { data: { level: body.level, agreedAt: at.toISOString() } };
    });
  },
};
