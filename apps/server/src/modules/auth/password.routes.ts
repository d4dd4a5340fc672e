import { userApi } from '@sportsbook/core/api/routes/user.routes';
import { webUserApi } from '@sportsbook/core/api/routes/web-user.routes';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { AuthService } from './auth.service';
import { decodePasswordFields } from './new-password';
import type { PasswordService } from './password.service';
import { publicOrigin } from './public-origin';

/** Password change (PUT web user v1 password) and reset by link (api/internal/v1/user/passwordreset). */
export function registerPasswordRoutes(
  routes: RouteRegistrar,
  passwords: PasswordService,
  auth: AuthService,
  settings: Settings,
): void {
  routes.implement(webUserApi.password, async ({ body, user, request, reply }) => {
    const attributes = body.data.attributes;
    if (request.headers['x-captcha-token'])
      // TODO(issue 6): verify the captcha token; until then it is only recorded as unverified.
      await auth.events.record('captcha_unverified', {
        userId: user!.id,
        request,
        detail: { call: 'password' },
      });
    const plain = decodePasswordFields({
      old_password: attributes.old_password,
      password: attributes.password,
      password_confirmation: attributes.password_confirmation,
    });
    const { endedSessions } = await passwords.change(
      user!,
      {
        oldPassword: plain.old_password,
        password: plain.password,
        confirmation: plain.password_confirmation,
        endOtherSessions: attributes.end_other_sessions ?? false,
      },
      request,
    );
    reply.type('application/vnd.api+json');
    return {
      data: {
        type: 'password',
        id: String(user!.id),
        attributes: { changed: true, ended_sessions: endedSessions },
      },
    };
  });

  routes.implement(userApi.passwordResetCheck, async ({ query }) => {
    const { expiresAt } = await passwords.checkResetToken(query.token);
    return { data: { valid: true, expiresAt: expiresAt.toISOString() } };
  });

  routes.implement(userApi.passwordReset, async ({ body, request }) => {
    if (body.token) {
      if (!body.password || !body.password_confirmation) {
        const missing = {
          ...(!body.password && { password: [VALIDATION_MESSAGE_KEYS.required] }),
          ...(!body.password_confirmation && { password_confirmation: [VALIDATION_MESSAGE_KEYS.required] }),
        };
        throw AppError.validation(missing);
      }
      const plain = decodePasswordFields({
        password: body.password,
        password_confirmation: body.password_confirmation,
      });
      await passwords.reset(
        { token: body.token, password: plain.password, confirmation: plain.password_confirmation },
        request,
      );
      return { data: { reset: true } };
    }
    if (!body.email && !body.phone) throw AppError.validation({ email: [VALIDATION_MESSAGE_KEYS.required] });
    await passwords.requestReset(
      { email: body.email, phone: body.phone },
      request,
      publicOrigin(settings, request),
    );
    return { data: { sent: true } };
  });
}
