import { userApi } from '@sportsbook/core/api/routes/user.routes';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { ActivationService } from './activation.service';
import { publicOrigin } from './public-origin';

/**
 * activate takes the link's token; activatefast the code from the same letter with the e-mail (for a player
 * who reads the letter on another device). sendActivationMail and repeatActivationPopup are the reminders.
 */
export function registerActivationRoutes(
  routes: RouteRegistrar,
  activation: ActivationService,
  settings: Settings,
): void {
  routes.implement(userApi.activate, async ({ body, request }) => {
    if (!body.token) {
      if (body.email && body.confirm_code)
        return {
          data: {
            activated: true,
            userId: await activation.activateByCode(body.email, body.confirm_code, request),
          },
        };
      throw AppError.validation({ token: [VALIDATION_MESSAGE_KEYS.required] });
    }
    return { data: { activated: true, userId: await activation.activateByLink(body.token, request) } };
  });

  routes.implement(userApi.activatefast, async ({ body, request }) => {
    const missing = {
      ...(!body.email && { email: [VALIDATION_MESSAGE_KEYS.required] }),
      ...(!body.confirm_code && { confirm_code: [VALIDATION_MESSAGE_KEYS.authRequiredField] }),
    };
    if (!body.email || !body.confirm_code) throw AppError.validation(missing);
    return {
      data: {
        activated: true,
        userId: await activation.activateByCode(body.email, body.confirm_code, request),
      },
    };
  });

  routes.implement(userApi.sendActivationMail, async ({ body, user, request }) => ({
    data: {
      sent: true,
      ...(await activation.resend(user!.id, body?.email, publicOrigin(settings, request))),
    },
  }));

  routes.implement(userApi.repeatActivationPopup, async ({ user }) => ({
    data: await activation.popup(user!.id),
  }));
}
