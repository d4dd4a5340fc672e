import { z } from 'zod';
import { isRtlLanguage } from '../reference/rtl-languages';
import { ageSchema, languageCodeSchema, localeCodeSchema } from './config-fields.schema';
import { isFlagAllowed } from './country-flag';
import type { AgentPopup, GeoSection } from './geo-section.schema';
import type { Partner } from './partner.schema';
import type { SiteConfig } from './site-config.schema';

/**
 * CFG-07: values computed for one request, so the web never repeats a lookup by partner, country or language:
 * ref id, group id, language id, geo country id and code, locale, minimum age, and the geo rules of CFG-19/20/21
 * answered for the request's country, and the language flags the geo rules allow (CFG-08, CFG-19).
 */
export const derivedValuesSchema = z.object({
  partnerId: z.number().int().positive(),
  refId: z.number().int().nonnegative(),
  groupId: z.number().int().nonnegative(),
  /** The language served: the requested one when offered, else the main language. */
  language: languageCodeSchema,
  languageId: z.number().int().positive(),
  locale: localeCodeSchema,
  isRtl: z.boolean(),
  geoCountryId: z.number().int().positive().nullable(),
  /** Lower-case ISO alpha-2, like the Country record's code. */
  geoCountryCode: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  minimumAge: ageSchema,
  casinoMinimumAge: ageSchema,
  twelveHourClock: z.boolean(),
  vipBetAllowed: z.boolean(),
  payAndPlayDisabled: z.boolean(),
  /** The country is in geo.blockedCountries: the server answers play calls 451, the web shows its block page. */
  geoBlocked: z.boolean(),
  agentPopups: z.boolean(),
  phoneRegistration: z.boolean(),
  vipDomainAuth: z.boolean(),
  coefficientFormat: z.number().int().nonnegative(),
  /** Language -> the country whose flag it shows (`other.flagsByLanguage`), for the flags `geo.countryFlags` allows. */
  languageFlags: z.record(languageCodeSchema, z.string()),
  /** office.requiredFieldsByDocumentType as arrays. */
  officeRequiredFields: z.record(z.string(), z.array(z.string())),
});
export type DerivedValues = z.infer<typeof derivedValuesSchema>;

/** The country a request comes from, as the reference data knows it. */
export interface GeoCountry {
  readonly id: number;
  readonly iso2: string;
}

function own<T>(map: Record<string, T>, key: string | null): T | undefined {
  return key !== null && Object.hasOwn(map, key) ? map[key] : undefined;
}

function splitCommaList(list: string): string[] {
  return list
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field.length > 0);
}

/**
 * CFG-20: the agent popups a request from this country may see: none outside geo.agentPopupCountries, and of
 * the rest those not narrowed to other countries.
 */
export function agentPopupsFor(geo: GeoSection, country: GeoCountry | null): AgentPopup[] {
  const iso = country ? country.iso2.toUpperCase() : null;
  if (iso === null || !geo.agentPopupCountries.includes(iso)) return [];
  return geo.agentPopups.filter((popup) => popup.countries.length === 0 || popup.countries.includes(iso));
}

export function deriveValues(
  config: SiteConfig,
  partner: Partner,
  country: GeoCountry | null,
  language: string,
): DerivedValues {
  const iso = country ? country.iso2.toUpperCase() : null;
  const { geo, other } = config;
  const byCountry = <T>(rule: { default: T; byCountry: Record<string, T> }): T =>
    own(rule.byCountry, iso) ?? rule.default;
  const listed = (countries: readonly string[]) => iso !== null && countries.includes(iso);
  const record =
    other.languages.find((l) => l.code === language) ??
    other.languages.find((l) => l.code === other.mainLanguage) ??
    other.languages[0]!;
  return {
    partnerId: partner.id,
    refId: partner.refId,
    groupId: partner.groupId,
    language: record.code,
    languageId: record.id,
    locale: record.locale,
    isRtl: isRtlLanguage(record.code),
    geoCountryId: country?.id ?? null,
    geoCountryCode: iso?.toLowerCase() ?? null,
    minimumAge: byCountry(geo.minimumAge),
    casinoMinimumAge: byCountry(geo.casinoMinimumAge),
    twelveHourClock: listed(geo.twelveHourClockCountries),
    vipBetAllowed: byCountry(geo.vipBetAllowed),
    payAndPlayDisabled: listed(geo.payAndPlayDisabledCountries),
    geoBlocked: listed(geo.blockedCountries),
    agentPopups: listed(geo.agentPopupCountries),
    phoneRegistration: listed(geo.phoneRegistrationCountries),
    vipDomainAuth: geo.vipDomain !== null && listed(geo.vipDomainAuthCountries),
    coefficientFormat:
      own(other.coefficientFormatByCountry, iso) ??
      own(other.coefficientFormatByLanguage, record.code) ??
      config.betting.coefficientFormat,
    languageFlags: Object.fromEntries(
      Object.entries(other.flagsByLanguage)
        .filter(([, countryCode]) => isFlagAllowed(geo.countryFlags, countryCode))
        .map(([language, countryCode]) => [language, countryCode.toLowerCase()]),
    ),
    officeRequiredFields: Object.fromEntries(
      Object.entries(config.office.requiredFieldsByDocumentType).map(([type, list]) => [
        type,
        splitCommaList(list),
      ]),
    ),
  };
}
