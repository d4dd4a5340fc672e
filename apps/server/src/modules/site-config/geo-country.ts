import type { FastifyRequest } from 'fastify';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import type { GeoCountry } from '@sportsbook/core/site-config/derived-values';
import { AppError } from '../../platform/http/app-error';
import type { Settings } from '../../platform/settings';
import type { ReferenceService } from '../reference/reference.service';

/**
 * CFG-22, where a request comes from. The spec does not say; we read the country code that the proxy or CDN in
 * front puts in a header (CloudFront-Viewer-Country, CF-IPCountry, or nginx's geoip module writing
 * x-geo-country), which must overwrite any value the client sent, and fall back to a configured default
 * country. An explicit `country` query parameter asks for another country's configuration (a player
 * registering for their home country, say); rules that protect money are applied by the calls that move it.
 */
async function lookup(reference: ReferenceService, code: string): Promise<GeoCountry | undefined> {
  const country = /^\d+$/.test(code)
    ? await reference.getCountryById(Number(code))
    : await reference.getCountryByIso(code);
  return country && { id: country.id, iso2: country.iso2 };
}

export async function detectGeoCountry(
  request: FastifyRequest,
  queryCountry: string | undefined,
  reference: ReferenceService,
  settings: Pick<Settings, 'geoCountryHeader' | 'defaultGeoCountry'>,
): Promise<GeoCountry | null> {
  if (queryCountry !== undefined) {
    const asked = await lookup(reference, queryCountry);
    if (!asked)
      throw AppError.validation({ country: ['validation_invalid_value'] }, `Unknown country ${queryCountry}`);
    return asked;
  }
  const header = request.headers[settings.geoCountryHeader];
  const fromProxy =
    typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? await lookup(reference, header) : undefined;
  if (fromProxy) return fromProxy;
  return (settings.defaultGeoCountry && (await lookup(reference, settings.defaultGeoCountry))) || null;
}

/** The partner (brand) a call is for: its `partner` query parameter, as the site configuration call takes it. */
export function partnerOf(request: FastifyRequest): number {
  const query = request.query as Record<string, unknown> | undefined;
  const partner = Number(query?.partner);
  return Number.isSafeInteger(partner) && partner > 0 ? partner : DEFAULT_PARTNER_ID;
}
