import { z } from 'zod';
import { DEFAULT_MINIMUM_AGE } from '../constants/defaults.constants';
import {
  ageSchema,
  byCountrySchema,
  countryIdSchema,
  countryIsoSchema,
  hostNameSchema,
  linkSchema,
} from './config-fields.schema';

/**
 * CFG-20 (the spec gives no shape, so designed): a popup telling players they can top up and cash out through
 * a local cash agent. Its texts are dictionary keys, so one popup serves every language; `countries` narrows it
 * to some of geo.agentPopupCountries (empty: all of them).
 */
export const agentPopupSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  titleKey: z.string().min(1),
  textKey: z.string().min(1),
  link: linkSchema,
  countries: z.array(countryIsoSchema),
});
export type AgentPopup = z.infer<typeof agentPopupSchema>;

/** Spec section 6: what a player may see and do depends on the country they are in (CFG-19 to CFG-21). */
export const geoSectionSchema = z.object({
  /**
   * Countries the operator's licence does not cover: the player API answers 451 GEO_BLOCKED there, except
   * what the block page and a registered player's withdrawal need (server geo-block-guard.ts). Set it on the
   * partner's layer; a country layer's own list replaces it for that country.
   */
  blockedCountries: z.array(countryIsoSchema),
  vipBetAllowed: byCountrySchema(z.boolean()),
  /** Countries where times read on a 12-hour clock. */
  twelveHourClockCountries: z.array(countryIsoSchema),
  /** Country flags shown next to names: an empty allow list allows all, and deny wins over allow. */
  countryFlags: z.object({ allow: z.array(countryIsoSchema), deny: z.array(countryIsoSchema) }),
  /** Betting age, what registration reads as minAgesInCountries. */
  minimumAge: byCountrySchema(ageSchema),
  casinoMinimumAge: byCountrySchema(ageSchema),
  payAndPlayDisabledCountries: z.array(countryIsoSchema),
  /** Countries where cash agents operate, so their popups may show. */
  agentPopupCountries: z.array(countryIsoSchema),
  /** Stored: every agent popup. Served: only those for the request's country (see agentPopupsFor). */
  agentPopups: z.array(agentPopupSchema),
  phoneRegistrationCountries: z.array(countryIsoSchema),
  /** Countries whose players must log in through the VIP domain (AUTH-23). */
  vipDomainAuthCountries: z.array(countryIsoSchema),
  /** The VIP domain's host name; until one is set, vipDomainAuthCountries has nothing to send players to. */
  vipDomain: hostNameSchema.nullable(),
  paymentConsultantCountryIds: z.array(countryIdSchema),
  limitedConsultantCountryIds: z.array(countryIdSchema),
});
export type GeoSection = z.infer<typeof geoSectionSchema>;

export const GEO_SECTION_DEFAULTS: GeoSection = {
  // Which countries a licence excludes differs per operator, so none is blocked until the operator says.
  blockedCountries: [],
  vipBetAllowed: { default: false, byCountry: {} },
  // Where the 12-hour clock is the everyday reading of time (CLDR's preferred hour cycle h12).
  twelveHourClockCountries: ['US', 'CA', 'AU', 'NZ', 'IN', 'PK', 'BD', 'PH', 'MY', 'EG', 'SA', 'JO'],
  countryFlags: { allow: [], deny: [] },
  minimumAge: { default: DEFAULT_MINIMUM_AGE, byCountry: {} },
  // Casino play is 21+ in these countries while sports betting is not everywhere.
  casinoMinimumAge: { default: DEFAULT_MINIMUM_AGE, byCountry: { BE: 21, EE: 21, GR: 21 } },
  // The UK regulator requires verified registration before any deposit, which pay-and-play skips.
  payAndPlayDisabledCountries: ['GB'],
  // Markets where players top up and cash out through local agents.
  agentPopupCountries: ['BD', 'CI', 'CM', 'GH', 'KE', 'NG', 'PK', 'SN', 'TZ', 'UG', 'ZM'],
  agentPopups: [
    {
      id: 'cash-agents',
      titleKey: 'agentPopup.cashAgents.title',
      textKey: 'agentPopup.cashAgents.text',
      link: '/information/payment',
      countries: [],
    },
  ],
  phoneRegistrationCountries: [
    'UA',
    'RU',
    'BY',
    'AZ',
    'AM',
    'KZ',
    'KG',
    'MD',
    'TM',
    'TJ',
    'UZ',
    'GH',
    'GE',
    'RS',
  ],
  vipDomainAuthCountries: [],
  vipDomain: null,
  paymentConsultantCountryIds: [],
  limitedConsultantCountryIds: [],
};
