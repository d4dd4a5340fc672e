import { z } from 'zod';
import { DEFAULT_SITE_CONFIG_LANGUAGE } from '../constants/defaults.constants';
import { DEFAULT_AMOUNT_TEMPLATE } from '../constants/money.constants';
import { languageIdFromCode } from '../reference/reference-ids';
import { countryIsoSchema, languageCodeSchema, localeCodeSchema } from './config-fields.schema';

/** Main language record of spec section 3: a language the site can be switched to. */
export const mainLanguageSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  code: languageCodeSchema,
  locale: localeCodeSchema,
});
export type MainLanguage = z.infer<typeof mainLanguageSchema>;

const cdnUrlSchema = z.union([z.url(), z.literal('')]);
const formatIdSchema = z.number().int().nonnegative();

export const otherSectionSchema = z.object({
  /** Empty means the site's own origin. */
  cdn: z.object({ main: cdnUrlSchema, service: cdnUrlSchema }),
  amountTemplate: z.string().includes('{v}'),
  /** Code of the language used when the requested one is not offered. */
  mainLanguage: languageCodeSchema,
  languages: z.array(mainLanguageSchema).min(1),
  languageOrder: z.array(languageCodeSchema),
  /** Language -> lowercase country code of the flag shown in the switcher. */
  flagsByLanguage: z.record(languageCodeSchema, z.string().regex(/^[a-z]{2}$/)),
  /** CFG-11: offered only to logged-in players. */
  languagesHiddenForGuests: z.array(languageCodeSchema),
  /** Kinds of account messages the inbox shows. */
  supportedMessageTypes: z.array(z.string().min(1)),
  coefficientFormatByCountry: z.record(countryIsoSchema, formatIdSchema),
  coefficientFormatByLanguage: z.record(languageCodeSchema, formatIdSchema),
  /** Bet status numbers left out of the bets history. */
  hiddenBetStatuses: z.array(z.number().int()),
  /** Site paths that answer with the not-found page (a section closed in this market). */
  notFoundPaths: z.array(z.string().startsWith('/')),
});
export type OtherSection = z.infer<typeof otherSectionSchema>;

const language = (code: string, title: string, locale: string): MainLanguage => ({
  id: languageIdFromCode(code),
  title,
  code,
  locale,
});

export const OTHER_SECTION_DEFAULTS: OtherSection = {
  cdn: { main: '', service: '' },
  amountTemplate: DEFAULT_AMOUNT_TEMPLATE,
  mainLanguage: DEFAULT_SITE_CONFIG_LANGUAGE,
  // ar_AE rather than ar_SA: Intl gives ar-SA the Islamic calendar, and bet times must read as Gregorian dates.
  languages: [
    language('en', 'English', 'en_GB'),
    language('ru', 'Русский', 'ru_RU'),
    language('ar', 'العربية', 'ar_AE'),
  ],
  languageOrder: ['en', 'ru', 'ar'],
  flagsByLanguage: { en: 'gb', ru: 'ru', ar: 'ae' },
  languagesHiddenForGuests: [],
  supportedMessageTypes: ['system', 'bet', 'bonus', 'payment', 'promo'],
  coefficientFormatByCountry: {},
  coefficientFormatByLanguage: {},
  hiddenBetStatuses: [],
  notFoundPaths: [],
};
