import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { TwoFactorService } from './two-factor.service';

/** The Office API two-factor calls (spec section 7); the login step is in auth.routes.ts. */
export function registerTwoFactorRoutes(routes: RouteRegistrar, twoFactor: TwoFactorService): void {
  routes.implement(officeApi.gettwofactorqrcodeurl, async ({ user }) => ({
    data: await twoFactor.start(user!),
  }));

  routes.implement(officeApi.sendSmsForTwoFactorActivation, async ({ user, reply }) => ({
    data: await twoFactor.sendActivationSms(
      user!,
      (seconds) => void reply.header('retry-after', String(seconds)),
    ),
  }));

  routes.implement(officeApi.twofactorauthenable, async ({ user, body, request }) => {
    await twoFactor.enable(user!, { appCode: body.app_code, smsCode: body.sms_code }, request);
    return { data: { enabled: true } };
  });

  routes.implement(officeApi.twofactorauthdisable, async ({ user, body, request }) => {
    await twoFactor.disable(user!, body.hash, request);
    return { data: { enabled: false } };
  });
}
