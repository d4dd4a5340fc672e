import type { FastifyReply, FastifyRequest } from 'fastify';
import { authApi } from '@sportsbook/core/api/routes/auth.routes';
import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { isErrorCode } from '@sportsbook/core/errors/error-codes';
import { AppError } from '../../../platform/http/app-error';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { Settings } from '../../../platform/settings';
import { publicOrigin } from '../../auth/public-origin';
import { setSessionCookie } from '../../auth/session-cookie';
import { setPendingLoginCookie } from '../../auth/two-factor/pending-login-cookie';
import type { ReferenceService } from '../../reference/reference.service';
import { marketOf, type Market } from '../market';
import { safeReturnUrl, type SocialLoginService, type SocialOutcome } from './social-login.service';
import { TELEGRAM_FIELDS, type TelegramAuthData } from './telegram-login';

export interface SocialRouteDeps {
  readonly social: SocialLoginService;
  readonly reference: () => ReferenceService;
  readonly settings: Settings;
}

/** The language a return address starts with (`/ru/...`), so a new account speaks the page's language. */
function languageOf(returnUrl: string | undefined): string | undefined {
  const first = safeReturnUrl(returnUrl).split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? first : undefined;
}

function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;
}

function telegramData(source: Record<string, unknown>): TelegramAuthData {
  return Object.fromEntries(
    TELEGRAM_FIELDS.filter((key) => typeof source[key] === 'string').map((key) => [key, source[key]]),
  );
}

/** oauth/rights, oauth/auth and socauth/auth (AUTH-06, REG-34); socauth/twofactor/ lives with user/twoauth/. */
export function registerSocialLoginRoutes(routes: RouteRegistrar, deps: SocialRouteDeps): void {
  const { social, settings } = deps;
  const market = (request: FastifyRequest, input: object): Promise<Market> =>
    marketOf(request, input, deps.reference(), settings);

  /** Applies an outcome: the session or pending second-factor cookie; the JSON answer for socauth/auth. */
  const apply = (outcome: SocialOutcome, request: FastifyRequest, reply: FastifyReply) => {
    if (outcome.kind === 'linked') return { linked: true };
    if (outcome.kind === 'second-factor') {
      setPendingLoginCookie(reply, request, settings, outcome.pendingToken);
      return { twoFactorRequired: true };
    }
    setSessionCookie(reply, request, settings, outcome.session);
    return {
      userId: outcome.session.user.id,
      login: outcome.session.user.login,
      created: outcome.created,
      sessionExpiresAt: outcome.session.expiresAt.toISOString(),
    };
  };

  routes.implement(authApi.oauthRights, async ({ query, user, request }) => {
    const language = languageOf(query.return_url);
    return {
      data: await social.start({
        provider: query.provider,
        returnUrl: query.return_url,
        user,
        registration: {
          ...(query.country_id && { countryId: query.country_id }),
          ...(query.currency_id && { currencyId: query.currency_id }),
          ...(language && { language }),
        },
        origin: publicOrigin(settings, request),
        market: await market(request, { lng: language }),
      }),
    };
  });

  routes.implement(authApi.oauthAuth, async ({ query, request, reply }) => {
    const origin = publicOrigin(settings, request);
    try {
      if (query.error) throw new AppError('SOCIAL_LOGIN_INVALID', `the provider said ${query.error}`);
      if (!query.state) throw new AppError('SOCIAL_LOGIN_INVALID', 'no state');
      const common = { state: query.state, origin, market: await market(request, {}), request };
      const outcome =
        query.hash !== undefined
          ? await social.completeTelegram({ ...common, data: telegramData(query), hash: query.hash })
          : await social.completeOAuth({ ...common, code: query.code ?? '' });
      const result = apply(outcome, request, reply);
      const back =
        'twoFactorRequired' in result
          ? withQuery(outcome.returnUrl, 'social_two_factor', '1')
          : outcome.returnUrl;
      return reply.redirect(back, 303);
    } catch (error) {
      if (!(error instanceof AppError) || !isErrorCode(error.code)) throw error;
      request.log.info({ code: error.code, detail: error.message }, 'social sign-in refused');
      const back = await social.returnUrlOf(query.state);
      return reply.redirect(withQuery(back, 'social_error', error.code), 303);
    }
  });

  routes.implement(officeApi.getsocialaccounts, async ({ user }) => ({
    data: { accounts: await social.linkedAccounts(user!.id) },
  }));

  routes.implement(officeApi.unlinksocialaccount, async ({ user, body, request }) => {
    await social.unlink(user!, body.provider, request);
    return { data: { unlinked: true } };
  });

  routes.implement(authApi.socauthAuth, async ({ body, request, reply }) => {
    const origin = publicOrigin(settings, request);
    const common = { origin, market: await market(request, {}), request };
    const provider = body.social_types_id;
    const refused = () => new AppError('SOCIAL_LOGIN_INVALID', 'the sign-in proof is missing');
    let outcome: SocialOutcome;
    if (provider === 'metamask') {
      if (!body.message || !body.signature) throw refused();
      outcome = await social.completeSiwe({ ...common, message: body.message, signature: body.signature });
    } else if (provider === 'telegram') {
      if (!body.message || !body.signature || !body.state) throw refused();
      let fields: unknown;
      try {
        fields = JSON.parse(body.message);
      } catch {
        throw refused();
      }
      const data = telegramData(
        typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {},
      );
      outcome = await social.completeTelegram({ ...common, state: body.state, data, hash: body.signature });
    } else {
      if (!body.code || !body.state) throw refused();
      outcome = await social.completeOAuth({ ...common, state: body.state, code: body.code });
    }
    return { data: apply(outcome, request, reply) };
  });
}
