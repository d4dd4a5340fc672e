import type { FastifyInstance } from 'fastify';
import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import { ERROR_CODES } from '@sportsbook/core/errors/error-codes';
import { AppError } from '../../platform/http/app-error';
import { PlatformError } from '../../platform/http/platform-envelope';
import type { Settings } from '../../platform/settings';
import type { ReferenceService } from '../reference/reference.service';
import { detectGeoCountry, partnerOf } from './geo-country';
import type { SiteConfigService } from './site-config.service';

/**
 * Player calls still answered where the licence does not reach (HTTP-14, HTTP-18). Play and money in are
 * closed (bets, deposits, games, registration, the line); money the player already holds stays theirs, so a
 * registered player may log in, see the balance and withdraw it, as licensed operators allow.
 */
const OPEN_IN_BLOCKED_COUNTRIES: readonly string[] = [
  // What the web needs to draw the block page.
  'siteconfig.get',
  'translation.byLang',
  'translation.units',
  'translation.genfiles',
  // Measuring the visit (analytics, AB tests, page speed): the operator wants to see blocked traffic too.
  'analytics.event.json',
  'analytics.ab.json',
  'analytics.web-vitals',
  // The payment provider's server calls back from wherever it runs; they are not a player's.
  'payments.webhooks',
  // Logging in and out (with its captcha and second step) and the session.
  'session.user',
  'user.auth',
  'user.twoauth',
  'account.login',
  'captcha.custom',
  'captcha.puzzle',
  'captcha.puzzle.verify',
  'user.disconnect',
  'user.gettoken',
  'token.mobile',
  'token.mobile.refresh',
  // Taking the balance out, on the withdrawal page of the account area (with its menu).
  'officeapi.getLeftMenuData',
  'user.balance',
  'payments.methods',
  'payments.currencies',
  'officeapi.getdeducedata',
  'payments.withdrawals',
  'payments.status',
  'officeapi.getpaymentrequests',
  'officeapi.cancelpaymentrequest',
];

function geoBlocked(route: RouteDefinition): Error {
  // Feed and coupon clients read failures from their envelope, as they do a refused login (mount-routes.ts).
  return route.envelope === 'platform'
    ? new PlatformError(451, ERROR_CODES.GEO_BLOCKED.detail, 451)
    : new AppError('GEO_BLOCKED');
}

/**
 * One check before every player call of the route table: a request from a country in the partner's
 * geo.blockedCountries answers 451 GEO_BLOCKED. The country is the proxy's (CFG-22), never the client's
 * `country` parameter. Operator calls, /health, static files and the SPA are not in the route table's player
 * calls, so they are never blocked.
 */
export function installGeoBlockGuard(
  app: FastifyInstance,
  deps: {
    readonly siteConfig: SiteConfigService;
    readonly reference: ReferenceService;
    readonly geo: Pick<Settings, 'geoCountryHeader' | 'defaultGeoCountry'>;
    readonly routes: readonly RouteDefinition[];
  },
): void {
  const known = new Set(deps.routes.map((route) => route.id));
  const unknown = OPEN_IN_BLOCKED_COUNTRIES.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Geo block exemptions name no route: ${unknown.join(', ')}`);
  const open = new Set(OPEN_IN_BLOCKED_COUNTRIES);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || route.auth === 'ops' || open.has(route.id)) return;
    const country = await detectGeoCountry(request, undefined, deps.reference, deps.geo);
    if (!country) return;
    let blocked: readonly string[];
    try {
      const config = await deps.siteConfig.resolve({
        partnerId: partnerOf(request),
        country,
        language: 'en',
      });
      blocked = config.geo.blockedCountries;
    } catch (error) {
      // A partner without configuration has no licence terms to apply; its calls answer CONFIG_ABSENT themselves.
      if (error instanceof AppError && error.code === 'CONFIG_ABSENT') return;
      throw error;
    }
    if (blocked.includes(country.iso2.toUpperCase())) throw geoBlocked(route);
  });
}
