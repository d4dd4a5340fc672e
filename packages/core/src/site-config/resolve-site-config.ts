import { z } from 'zod';
import { ConfigAbsentError } from './config-absent.error';
import { mergeLayers } from './deep-merge';
import { agentPopupsFor, deriveValues, derivedValuesSchema, type GeoCountry } from './derived-values';
import type { Partner } from './partner.schema';
import { DEFAULT_SITE_CONFIG } from './site-config.defaults';
import type { SiteConfigPatch } from './site-config-patch.schema';
import { siteConfigSchema, siteConfigShape, type SiteConfig } from './site-config.schema';

/** One stored layer of a partner: null country or language means "any". */
export interface SiteConfigLayer {
  readonly countryIso: string | null;
  readonly language: string | null;
  readonly patch: SiteConfigPatch;
}

export interface SiteConfigRequest {
  /** Undefined when no partner record exists: the configuration is absent. */
  readonly partner: Partner | undefined;
  /** The partner's layers, in any order. */
  readonly layers: readonly SiteConfigLayer[];
  readonly country: GeoCountry | null;
  readonly language: string;
}

export const resolvedSiteConfigSchema = z.object({ ...siteConfigShape, derived: derivedValuesSchema });
export type ResolvedSiteConfig = SiteConfig & { derived: z.infer<typeof derivedValuesSchema> };

/**
 * The configuration for one partner, country and language: defaults <- partner <- partner+country <-
 * partner+language <- partner+country+language, plus the derived block. The language layers are those of
 * the language actually served, which the partner and country layers decide (they say what is offered).
 * Agent popups are served for the request's country only (CFG-20).
 */
export function resolveSiteConfig(request: SiteConfigRequest): ResolvedSiteConfig {
  const { partner, layers, country } = request;
  if (!partner) throw new ConfigAbsentError();
  const iso = country ? country.iso2.toUpperCase() : null;
  const layer = (countryIso: string | null, language: string | null) =>
    layers.find(
      (l) =>
        (l.countryIso?.toUpperCase() ?? null) === countryIso &&
        (l.language?.toLowerCase() ?? null) === language,
    )?.patch;
  const byGeo = mergeLayers<SiteConfig>(DEFAULT_SITE_CONFIG, [
    layer(null, null),
    iso ? layer(iso, null) : undefined,
  ]);
  const requested = request.language.toLowerCase();
  const language = byGeo.other.languages.some((l) => l.code === requested)
    ? requested
    : byGeo.other.mainLanguage;
  const merged = mergeLayers<SiteConfig>(byGeo, [
    layer(null, language),
    iso ? layer(iso, language) : undefined,
  ]);
  const config = siteConfigSchema.parse(merged);
  return {
    ...config,
    geo: { ...config.geo, agentPopups: agentPopupsFor(config.geo, country) },
    derived: deriveValues(config, partner, country, language),
  };
}
