import {
  deleteSiteConfigLayerRoute,
  getSiteConfigRoute,
  listPartnersRoute,
  listSiteConfigLayersRoute,
  putPartnerRoute,
  putSiteConfigLayerRoute,
} from '@sportsbook/core/api/routes/site-config.routes';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { ReferenceService } from '../reference/reference.service';
import type { Settings } from '../../platform/settings';
import { detectGeoCountry } from './geo-country';
import type { SiteConfigService } from './site-config.service';

export function registerSiteConfigRoutes(
  routes: RouteRegistrar,
  deps: {
    siteConfig: SiteConfigService;
    reference: ReferenceService;
    geo: Pick<Settings, 'geoCountryHeader' | 'defaultGeoCountry'>;
  },
): void {
  const { siteConfig, reference, geo } = deps;

  routes.implement(getSiteConfigRoute, async ({ query, request }) => {
    const country = await detectGeoCountry(request, query.country, reference, geo);
    return { data: await siteConfig.resolve({ partnerId: query.partner, country, language: query.lng }) };
  });

  routes.implement(listSiteConfigLayersRoute, async ({ query }) => ({
    data: await siteConfig.listLayers(query.partner),
  }));

  routes.implement(putSiteConfigLayerRoute, async ({ body, request }) => ({
    data: await siteConfig.putLayer(body, `ops@${request.ip}`),
  }));

  routes.implement(deleteSiteConfigLayerRoute, async ({ params }) => {
    await siteConfig.deleteLayer(params.id);
    return { data: { id: params.id } };
  });

  routes.implement(listPartnersRoute, async () => ({ data: await siteConfig.listPartners() }));

  routes.implement(putPartnerRoute, async ({ body }) => ({ data: await siteConfig.putPartner(body) }));
}
