import type { FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@sportsbook/core/api/routes/auth.routes';
import { internalOfficeApi } from '@sportsbook/core/api/routes/internal-office.routes';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import type { CaptchaService } from '../captcha/captcha.service';
import type { AuthService, LoginResult, SecondFactorRequired } from './auth.service';
import type { CodeLoginService } from './code-login.service';
import type { FrameTokens } from './frame-token';
import { publicOrigin } from './public-origin';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import {
  clearPendingLoginCookie,
  pendingLoginToken,
  setPendingLoginCookie,
} from './two-factor/pending-login-cookie';
import type { TwoFactorService } from './two-factor/two-factor.service';

export interface AuthRouteDeps {
  readonly auth: AuthService;
  readonly codeLogin: CodeLoginService;
  readonly frameTokens: FrameTokens;
  readonly twoFactor: TwoFactorService;
  /** Looked up when used: the captcha module comes after auth in the module order. */
  readonly captcha: () => CaptchaService;
  readonly settings: Settings;
}

/** The login kinds of spec section 3 (AUTH-01): e-mail, phone or id with a password, SMS code, frame token. */
export function registerAuthRoutes(routes: RouteRegistrar, deps: AuthRouteDeps): void {
  const { auth, codeLogin, frameTokens, twoFactor, captcha, settings } = deps;

  const loggedIn = (result: LoginResult, request: FastifyRequest, reply: FastifyReply) => {
    setSessionCookie(reply, request, settings, result);
    return {
      data: {
        userId: result.user.id,
        login: result.user.login,
        sessionExpiresAt: result.expiresAt.toISOString(),
        redirectTo: result.redirectTo,
      },
    };
  };
  const retryAfter = (reply: FastifyReply) => (seconds: number) =>
    void reply.header('retry-after', String(seconds));
  /** A password login: a session, or with two-factor on only the pending step the code finishes. */
  const passwordLogin = async (
    result: LoginResult | SecondFactorRequired,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (!('secondFactor' in result)) return loggedIn(result, request, reply);
    if (result.secondFactor === 'email') {
      // ACC-21: the same e-mail code account/login takes with auth_by_email finishes this login.
      const sent = await codeLogin.sendEmailCode(
        result.email ?? '',
        publicOrigin(settings, request),
        retryAfter(reply),
      );
      return { data: { auth_by_email: true, ...sent } };
    }
    const token = await twoFactor.beginLogin(result.userId, result.remember);
    setPendingLoginCookie(reply, request, settings, token);
    return { data: { twoFactorRequired: true } };
  };

  routes.implement(authApi.userAuth, async ({ body, request, reply }) => {
    await captcha().guardLogin(request);
    const result = await auth.login({
      login: body.login,
      password: body.password,
      remember: body.remember_auth ?? false,
      request,
    });
    return passwordLogin(result, request, reply);
  });

  // A social sign-in of a player with two-factor on leaves the same pending step as a password login.
  for (const route of [authApi.twoAuth, authApi.socauthTwoFactor])
    routes.implement(route, async ({ body, request, reply }) => {
      const result = await twoFactor.completeLogin(pendingLoginToken(request), body.app_code, request);
      clearPendingLoginCookie(reply, request, settings);
      return loggedIn(result, request, reply);
    });

  routes.implement(internalOfficeApi.accountLogin, async ({ body, request, reply }) => {
    const extra = body as Record<string, unknown>;
    const remember =
      extra.remember_auth === true || extra.remember_auth === 1 || extra.remember_auth === 'true';
    if (body.auth_by_email) {
      const code = typeof extra.confirm_code === 'string' ? extra.confirm_code.trim() : '';
      if (code === '') {
        const sent = await codeLogin.sendEmailCode(
          body.login,
          publicOrigin(settings, request),
          retryAfter(reply),
        );
        return { data: { auth_by_email: true, ...sent } };
      }
      return loggedIn(
        await codeLogin.checkEmailCode({ login: body.login, code, remember }, request),
        request,
        reply,
      );
    }
    const password = typeof extra.password === 'string' ? extra.password : '';
    if (password === '') throw AppError.validation({ password: [VALIDATION_MESSAGE_KEYS.required] });
    await captcha().guardLogin(request);
    return passwordLogin(
      await auth.login({ login: body.login, password, remember, request }),
      request,
      reply,
    );
  });

  routes.implement(authApi.smsSendCode, async ({ body, reply }) => ({
    data: await codeLogin.sendSmsCode(body.phone_number, retryAfter(reply)),
  }));

  routes.implement(authApi.smsCheckCode, async ({ body, request, reply }) => {
    const input = { phone: body.phone_number, code: body.sms_code, remember: body.remember_auth ?? false };
    return loggedIn(await codeLogin.checkSmsCode(input, request), request, reply);
  });

  routes.implement(authApi.frameAuth, async ({ body, request, reply }) => {
    const userId = await frameTokens.redeem(body.xframe_token);
    const user = await auth.findUser(userId);
    if (!user) throw new AppError('INVALID_CREDENTIALS');
    if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
    const result = await auth.startSession({ user, remember: false, loginKind: 'xframe_token', request });
    return loggedIn(result, request, reply);
  });

  routes.implement(authApi.userDisconnect, async ({ user, request, reply }) => {
    if (user) {
      await auth.logout(user.sessionId);
      await auth.events.record('logout', { userId: user.id, request, sessionId: user.sessionId });
    }
    clearSessionCookie(reply, request, settings);
    return { data: { ok: true } };
  });

  routes.implement(authApi.sessionUser, async ({ user }) => ({
    data: {
      isAuthenticated: user !== null,
      user: user && {
        id: user.id,
        login: user.login,
        email: user.email,
        phone: user.phone,
        countryId: user.countryId,
        language: user.language,
        isBlocked: user.blocked,
      },
    },
  }));
}
