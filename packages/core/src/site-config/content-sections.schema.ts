import { z } from 'zod';
import { STATISTICS_FRAME_MIN_HEIGHT_PX } from '../constants/statistics.constants';
import { colourSchema, languageCodeSchema, linkSchema } from './config-fields.schema';

/** Shown when a media resource is missing from the partner's map (spec section 7). */
export const MEDIA_FALLBACK_PIXEL = '/genfiles/cms/1/desktop/system/pixel.png';

export const dictionarySectionSchema = z.object({
  /** Bumped by the operator to make every client drop its cached dictionaries. */
  version: z.string().min(1),
  /** The dictionary a client falls back to when its own language has none. */
  language: languageCodeSchema,
  /** Dictionary units to load at start; empty loads every unit. */
  resources: z.array(z.string()),
  /** Media module id -> path, per partner through the partner's layer. */
  mediaResources: z.record(z.string(), z.string()),
  mediaFallback: z.string(),
  /** Sprites are fetched as `{spriteBase}/{name}.svg`. */
  spriteBase: z.string(),
});
export type DictionarySection = z.infer<typeof dictionarySectionSchema>;

export const DICTIONARY_SECTION_DEFAULTS: DictionarySection = {
  version: '1',
  language: 'en',
  resources: [],
  mediaResources: {},
  mediaFallback: MEDIA_FALLBACK_PIXEL,
  spriteBase: '/sprites',
};

/** CFG-09, not shown: the brand's look, which is what partners differ in first. */
export const customizeSectionSchema = z.object({
  defaultTheme: z.enum(['dark', 'light']),
  colors: z.object({
    accent: colourSchema,
    accentText: colourSchema,
    header: colourSchema,
    headerText: colourSchema,
  }),
  logoUrl: z.string(),
  faviconUrl: z.string(),
});
export type CustomizeSection = z.infer<typeof customizeSectionSchema>;

export const CUSTOMIZE_SECTION_DEFAULTS: CustomizeSection = {
  defaultTheme: 'dark',
  colors: { accent: '#1e6fd9', accentText: '#ffffff', header: '#0f1f33', headerText: '#ffffff' },
  logoUrl: '/logo.svg',
  faviconUrl: '/favicon.svg',
};

/** CFG-09, not shown: a site-wide seasonal event (a world cup, say) that re-themes the site for its dates. */
export const globalEventSectionSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  bannerImage: z.string(),
  link: z.union([linkSchema, z.literal('')]),
});
export type GlobalEventSection = z.infer<typeof globalEventSectionSchema>;

export const GLOBAL_EVENT_SECTION_DEFAULTS: GlobalEventSection = {
  enabled: false,
  name: '',
  startsAt: null,
  endsAt: null,
  bannerImage: '',
  link: '',
};

/** CFG-09, not shown: the embedded statistics frame and who may embed our pages. */
export const iframeSectionSchema = z.object({
  statistics: z.object({
    minHeight: z.number().int().positive(),
    hideTeamLogos: z.boolean(),
    hideChampLogos: z.boolean(),
    hideNavigationButtons: z.boolean(),
    syncHistory: z.boolean(),
  }),
  /** Origins allowed to frame the statistics pages; every other page refuses to be framed. */
  embeddingOrigins: z.array(z.url()),
});
export type IframeSection = z.infer<typeof iframeSectionSchema>;

export const IFRAME_SECTION_DEFAULTS: IframeSection = {
  statistics: {
    minHeight: STATISTICS_FRAME_MIN_HEIGHT_PX,
    hideTeamLogos: false,
    hideChampLogos: false,
    hideNavigationButtons: false,
    syncHistory: true,
  },
  embeddingOrigins: [],
};

export const promoSectionSchema = z.object({
  /** Promo modals the site may open, by modal name. */
  modalNames: z.array(z.string()),
  navigationBanner: z.object({
    enabled: z.boolean(),
    image: z.string(),
    link: linkSchema,
    titleKey: z.string(),
  }),
  /** The bonus popup's default link (spec section 2). */
  bonusPopupLink: linkSchema,
});
export type PromoSection = z.infer<typeof promoSectionSchema>;

export const PROMO_SECTION_DEFAULTS: PromoSection = {
  modalNames: ['identificationBonus'],
  navigationBanner: { enabled: false, image: '', link: '/promo', titleKey: 'promo.banner.title' },
  bonusPopupLink: '/bonus/rules/1st',
};

/** Information pages a tag leads to: an article tagged `deposit` links to the payment page, and so on. */
export const informationSectionSchema = z.object({
  tagsToPages: z.array(z.object({ tags: z.array(z.string().min(1)).min(1), page: z.string().min(1) })),
});
export type InformationSection = z.infer<typeof informationSectionSchema>;

export const INFORMATION_SECTION_DEFAULTS: InformationSection = {
  tagsToPages: [
    { tags: ['deposit', 'withdrawal', 'payment'], page: 'payment' },
    { tags: ['rules', 'betting'], page: 'rules' },
    { tags: ['limits', 'self-exclusion'], page: 'responsiblegaming' },
    { tags: ['verification', 'kyc'], page: 'kycpolicy' },
    { tags: ['cookies'], page: 'cookies' },
  ],
};

/**
 * Required identification fields per document type id (1 passport, 2 identity card, 3 residence permit), kept
 * as the comma list the spec names; the resolved configuration adds them as arrays.
 */
export const officeSectionSchema = z.object({
  requiredFieldsByDocumentType: z.record(z.string().regex(/^\d+$/), z.string()),
});
export type OfficeSection = z.infer<typeof officeSectionSchema>;

export const OFFICE_SECTION_DEFAULTS: OfficeSection = {
  requiredFieldsByDocumentType: {
    '1': 'name,surname,birthday,passport_series,passport_number,passport_date,passport_who',
    '2': 'name,surname,birthday,passport_number,passport_end_date',
    '3': 'name,surname,birthday,passport_number,address',
  },
};
