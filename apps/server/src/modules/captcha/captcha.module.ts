import type { ModuleContext, ServerModule } from '../../platform/module';
import { AUTH_SERVICE } from '../auth/auth.service';
import { SITE_CONFIG_SERVICE } from '../site-config/site-config.service';
import { registerCaptchaRoutes } from './captcha.routes';
import { CAPTCHA_SERVICE, CaptchaService } from './captcha.service';
import { CustomCaptchaService } from './custom/custom-captcha.service';
import { DevCaptchaVendor } from './dev-vendor/dev-captcha-vendor';
import { registerDevCaptcha } from './dev-vendor/dev-captcha.routes';
import { VendorCaptchaCheck, vendorVerifiers } from './vendor/vendor-captcha-check';

/** The development vendor of each server context; production has none. */
const devVendors = new WeakMap<ModuleContext, DevCaptchaVendor>();

export const captchaModule: ServerModule = {
  name: 'captcha',
  provide(ctx) {
    const dev = ctx.settings.mode === 'production' ? null : new DevCaptchaVendor(ctx.clock);
    if (dev) devVendors.set(ctx, dev);
    ctx.services.provide(
      CAPTCHA_SERVICE,
      new CaptchaService(
        ctx.db,
        ctx.services.get(AUTH_SERVICE),
        () => ctx.services.get(SITE_CONFIG_SERVICE),
        ctx.clock,
        new VendorCaptchaCheck(ctx.db, vendorVerifiers(ctx.settings.captchaVendors, dev), ctx.clock),
        new CustomCaptchaService(ctx.db, ctx.clock),
      ),
    );
  },
  async register(ctx, routes, app) {
    registerCaptchaRoutes(routes, ctx.services.get(CAPTCHA_SERVICE));
    const dev = devVendors.get(ctx);
    if (dev) await registerDevCaptcha(app, dev);
  },
};
