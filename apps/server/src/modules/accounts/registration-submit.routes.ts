import { registrationSubmitApi } from '@sportsbook/core/api/routes/registration-submit.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import { publicOrigin } from '../auth/public-origin';
import { setSessionCookie } from '../auth/session-cookie';
import type { ReferenceService } from '../reference/reference.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { marketOf } from './market';
import type { RegistrationPhoneService } from './registration-phone.service';
import type { RegistrationSubmitService } from './registration-submit.service';

export function registerRegistrationSubmitRoutes(
  routes: RouteRegistrar,
  deps: {
    submit: RegistrationSubmitService;
    phone: RegistrationPhoneService;
    captcha: CaptchaService;
    reference: () => ReferenceService;
    settings: Settings;
  },
): void {
  const { submit, phone, settings } = deps;

  routes.implement(registrationSubmitApi.submit, async ({ body, request, reply }) => {
    const market = await marketOf(
      request,
      { ...(request.query as object), ...body },
      deps.reference(),
      settings,
    );
    await deps.captcha.guard(request, market.partnerId, body);
    const result = await submit.submit(body, market, request, publicOrigin(settings, request));
    setSessionCookie(reply, request, settings, result.session);
    reply.code(201);
    return {
      data: {
        userId: result.userId,
        login: result.login,
        type: result.type,
        ...(result.password && { password: result.password }),
        activationSent: result.activationSent,
        sessionExpiresAt: result.session.expiresAt.toISOString(),
        redirectTo: result.redirectTo,
      },
    };
  });

  routes.implement(registrationSubmitApi.phoneSendCode, async ({ body, reply }) => ({
    data: await phone.sendCode(
      body.phone,
      body.tel_code,
      (seconds) => void reply.header('retry-after', String(seconds)),
    ),
  }));

  routes.implement(registrationSubmitApi.phoneConfirm, async ({ body, request }) => {
    await phone.confirm(body.phone, body.tel_code, body.phone_confirmation, request);
    return { data: { confirmed: true as const } };
  });
}
