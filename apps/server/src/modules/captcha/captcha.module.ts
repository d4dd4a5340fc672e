import type { ServerModule } from '../../platform/module';
import { AUTH_SERVICE } from '../auth/auth.service';
import { SITE_CONFIG_SERVICE } from '../site-config/site-config.service';
import { registerCaptchaRoutes } from './captcha.routes';
import { CAPTCHA_SERVICE, CaptchaService } from './captcha.service';

export const captchaModule: ServerModule = {
  name: 'captcha',
  provide(ctx) {
    ctx.services.provide(
      CAPTCHA_SERVICE,
      new CaptchaService(
        ctx.db,
        ctx.services.get(AUTH_SERVICE),
        () => ctx.services.get(SITE_CONFIG_SERVICE),
        ctx.clock,
      ),
    );
  },
  register(ctx, routes) {
    registerCaptchaRoutes(routes, ctx.services.get(CAPTCHA_SERVICE));
  },
};
