import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../platform/module';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import { AUTH_SERVICE } from '../../auth/auth.service';
import { TWO_FACTOR_SERVICE } from '../../auth/two-factor/two-factor.service';
import { REFERENCE_SERVICE } from '../../reference/reference.service';
import { SITE_CONFIG_SERVICE } from '../../site-config/site-config.service';
import type { RegistrationSubmitService } from '../registration-submit.service';
import { DevIdentityProvider } from './dev-idp/dev-identity-provider';
import { registerDevIdp } from './dev-idp/dev-idp.routes';
import { registerSocialLoginRoutes } from './social-login.routes';
import { SocialLoginService } from './social-login.service';
import { SocialRepository } from './social.repository';

/** Social sign-in, with the development identity provider outside production. */
export function registerSocialLogin(
  ctx: ModuleContext,
  routes: RouteRegistrar,
  app: FastifyInstance,
  registration: RegistrationSubmitService,
): void {
  const devIdp =
    ctx.settings.mode === 'production'
      ? null
      : new DevIdentityProvider(ctx.settings.sessionSecret, ctx.clock);
  const social = new SocialLoginService({
    repository: new SocialRepository(ctx.db),
    auth: ctx.services.get(AUTH_SERVICE),
    twoFactor: () => ctx.services.get(TWO_FACTOR_SERVICE),
    registration,
    siteConfig: () => ctx.services.get(SITE_CONFIG_SERVICE),
    devIdp,
    settings: ctx.settings,
    clock: ctx.clock,
  });
  registerSocialLoginRoutes(routes, {
    social,
    reference: () => ctx.services.get(REFERENCE_SERVICE),
    settings: ctx.settings,
  });
  if (devIdp) registerDevIdp(app, devIdp, ctx.settings);
}
