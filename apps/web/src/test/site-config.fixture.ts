import { resolveSiteConfig } from '@sportsbook/core/site-config/resolve-site-config';
import type { SiteConfigPatch } from '@sportsbook/core/site-config/site-config-patch.schema';
import type { SiteConfig } from '../shared/site-config/site-config.api';

const PARTNER = { id: 1, name: 'Sportsbook', domain: 'localhost', refId: 1, groupId: 0 };

/** The configuration the server would serve with the defaults, optionally patched as an operator would. */
export function siteConfigFixture(language = 'en', patch?: SiteConfigPatch): SiteConfig {
  return resolveSiteConfig({
    partner: PARTNER,
    layers: patch ? [{ countryIso: null, language: null, patch }] : [],
    country: null,
    language,
  });
}
