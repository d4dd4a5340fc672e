import type { FastifyRequest } from 'fastify';
import { paymentsApi } from '@sportsbook/core/api/routes/payments.routes';
import { AppError } from '../../../platform/http/app-error';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { Settings } from '../../../platform/settings';
import { marketOf } from '../../accounts/market';
import { publicOrigin } from '../../auth/public-origin';
import { setSessionCookie } from '../../auth/session-cookie';
import { detectGeoCountry } from '../../site-config/geo-country';
import type { PaymentsDeps } from '../payments-deps';
import { PAY_AND_PLAY_CLAIM_COOKIE, type PayAndPlayService } from './pay-and-play.service';

const LOGGED_IN_REFUSAL = 'You are logged in: deposit through the recharge page';

/** The claim cookie reaches the claim call only, and lives as long as a payment page may take. */
const claimCookie = (settings: Settings, request: FastifyRequest) => ({
  path: '/web-api/payments/pay-and-play',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https' || settings.mode === 'production',
  maxAge: 24 * 60 * 60,
});

/** Pay and play's guest calls: HTTP only, the rules live in PayAndPlayService. */
export function registerPayAndPlayRoutes(
  routes: RouteRegistrar,
  deps: PaymentsDeps,
  payAndPlay: PayAndPlayService,
  settings: Settings,
): void {
  routes.implement(paymentsApi.payAndPlayOptions, async ({ query, request }) => {
    const country = await detectGeoCountry(request, query.country, deps.reference, settings);
    return { data: await payAndPlay.options(country?.iso2 ?? null, query.lng) };
  });

  routes.implement(paymentsApi.payAndPlayStart, async ({ body, request, reply }) => {
    // A second account for a player who has one is what pay and play must not make.
    if (await request.authUser()) throw new AppError('ACCESS_DENIED', LOGGED_IN_REFUSAL);
    const market = await marketOf(
      request,
      { ...(request.query as object), ...body },
      deps.reference,
      settings,
    );
    const started = await payAndPlay.start({
      methodId: body.method_id,
      amount: body.amount,
      currencyId: body.currency_id,
      market: {
        partnerId: market.partnerId,
        language: market.language,
        countryIso: market.country?.iso2 ?? null,
      },
      ip: request.ip,
      origin: publicOrigin(settings, request),
    });
    reply.setCookie(PAY_AND_PLAY_CLAIM_COOKIE, started.claimToken, claimCookie(settings, request));
    return { data: { startId: started.startId, redirectUrl: started.redirectUrl } };
  });

  routes.implement(paymentsApi.payAndPlayClaim, async ({ body, request, reply }) => {
    const { outcome, session } = await payAndPlay.claim(
      body.start_id,
      request.cookies[PAY_AND_PLAY_CLAIM_COOKIE],
      request,
    );
    if (session) {
      setSessionCookie(reply, request, settings, session);
      reply.clearCookie(PAY_AND_PLAY_CLAIM_COOKIE, claimCookie(settings, request));
    }
    return { data: outcome };
  });
}
