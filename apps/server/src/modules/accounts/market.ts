import type { FastifyRequest } from 'fastify';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import type { GeoCountry } from '@sportsbook/core/site-config/derived-values';
import type { Settings } from '../../platform/settings';
import type { ReferenceService } from '../reference/reference.service';
import { detectGeoCountry } from '../site-config/geo-country';

/** Who a registration call is for: the partner, the country it comes from, the language asked. */
export interface Market {
  readonly partnerId: number;
  readonly country: GeoCountry | null;
  readonly language: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Read from the loose query (or body): `partner`, `country` (ISO code or id) and `lng`, as the site
 * configuration call takes them; the country defaults to the one the proxy names (CFG-22).
 */
export async function marketOf(
  request: FastifyRequest,
  input: unknown,
  reference: ReferenceService,
  settings: Pick<Settings, 'geoCountryHeader' | 'defaultGeoCountry'>,
): Promise<Market> {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const partner = Number(values.partner);
  const country = text(values.country);
  const language = text(values.lng)?.toLowerCase();
  return {
    partnerId: Number.isSafeInteger(partner) && partner > 0 ? partner : DEFAULT_PARTNER_ID,
    country: await detectGeoCountry(
      request,
      country && /^([A-Za-z]{2}|\d{1,3})$/.test(country) ? country : undefined,
      reference,
      settings,
    ),
    language: language && /^[a-z]{2}$/.test(language) ? language : 'en',
  };
}
