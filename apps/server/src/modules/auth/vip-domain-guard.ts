import type { FastifyInstance } from 'fastify';
import { authApi } from '@sportsbook/core/api/routes/auth.routes';
import { internalOfficeApi } from '@sportsbook/core/api/routes/internal-office.routes';
import { AppError } from '../../platform/http/app-error';
import type { Settings } from '../../platform/settings';
import type { ReferenceService } from '../reference/reference.service';
import { detectGeoCountry, partnerOf } from '../site-config/geo-country';
import type { SiteConfigService } from '../site-config/site-config.service';

/** The first step of each way to log in; second steps (two-factor) only follow a first step that passed. */
const LOGIN_STEPS = new Set<string>([
  authApi.userAuth.id,
  internalOfficeApi.accountLogin.id,
  authApi.smsCheckCode.id,
  authApi.socauthAuth.id,
]);

/**
 * AUTH-23: a visitor from one of the configured geos (geo.vipDomainAuthCountries) logs in only on the VIP
 * domain (geo.vipDomain); anywhere else every way to log in answers VIP_DOMAIN_REQUIRED, and the site shows
 * the VIP domain's address from the same configuration. The country is the proxy's, as for the site
 * configuration (CFG-22), so a player cannot choose it.
 */
export function installVipDomainGuard(
  app: FastifyInstance,
  deps: {
    readonly siteConfig: () => SiteConfigService;
    readonly reference: () => ReferenceService;
    readonly geo: Pick<Settings, 'geoCountryHeader' | 'defaultGeoCountry'>;
  },
): void {
  app.addHook('preHandler', async (request) => {
    const route = request.routeOptions.config.routeDefinition;
    if (!route || !LOGIN_STEPS.has(route.id)) return;
    const country = await detectGeoCountry(request, undefined, deps.reference(), deps.geo);
    if (!country) return;
    let config;
    try {
      config = await deps.siteConfig().resolve({ partnerId: partnerOf(request), country, language: 'en' });
    } catch (error) {
      // A partner without configuration has no VIP domain to send anyone to.
      if (error instanceof AppError && error.code === 'CONFIG_ABSENT') return;
      throw error;
    }
    if (config.derived.vipDomainAuth && request.hostname.toLowerCase() !== config.geo.vipDomain)
      throw new AppError('VIP_DOMAIN_REQUIRED');
  });
}
