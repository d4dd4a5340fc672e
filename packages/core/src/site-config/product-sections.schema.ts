import { z } from 'zod';
import { linkSchema } from './config-fields.schema';

const storeAppSchema = z.object({ enabled: z.boolean(), url: z.union([linkSchema, z.literal('')]) });

/**
 * Native apps (CFG-09, not shown). The product ships none, so both are off until the operator has store
 * links; the mobile menu's download widget shows only for an enabled app.
 */
export const applicationSectionSchema = z.object({ android: storeAppSchema, ios: storeAppSchema });
export type ApplicationSection = z.infer<typeof applicationSectionSchema>;

export const APPLICATION_SECTION_DEFAULTS: ApplicationSection = {
  android: { enabled: false, url: '' },
  ios: { enabled: false, url: '' },
};

export const PRODUCT_MODULES = [
  'sports',
  'live',
  'cyber',
  'virtualSports',
  'casino',
  'liveCasino',
  'thirdPartyGames',
  'toto',
  'lottery',
  'bingo',
  'poker',
  'keno',
  'crashGames',
  'tvGames',
  'tournaments',
  'vipClub',
  'dailyChallenges',
  'promoStore',
  'bringAFriend',
  'statistics',
  'results',
  'multiLive',
  'smsBets',
  'cashTerminals',
] as const;
export type ProductModule = (typeof PRODUCT_MODULES)[number];

/** CFG-09, not shown: one switch per product area, so a market can go live without, say, poker. */
export const modulesSectionSchema = z.object(
  Object.fromEntries(PRODUCT_MODULES.map((m) => [m, z.boolean()])) as Record<ProductModule, z.ZodBoolean>,
);
export type ModulesSection = z.infer<typeof modulesSectionSchema>;

export const MODULES_SECTION_DEFAULTS: ModulesSection = Object.fromEntries(
  PRODUCT_MODULES.map((m) => [m, true]),
) as ModulesSection;

/** CFG-09, not shown: the flags the spec mentions one by one, gathered in the spec's `boolean` section. */
export const booleanSectionSchema = z.object({
  identificationBonusModal: z.boolean(),
  headerBonusHiddenForGuests: z.boolean(),
  /** favorite-button-hidden (SPT-26): the phone layout of the game page leaves out the game's favourite star. */
  mobileGameFavoriteButtonHidden: z.boolean(),
  /** notification-button-hidden (SPT-26): the phone layout of the game page leaves out the subscription bell. */
  mobileGameNotificationButtonHidden: z.boolean(),
  cookieConsentBanner: z.boolean(),
  themeSwitcher: z.boolean(),
  oddsFormatSwitcher: z.boolean(),
});
export type BooleanSection = z.infer<typeof booleanSectionSchema>;

export const BOOLEAN_SECTION_DEFAULTS: BooleanSection = {
  // Off until the operator runs the identification flow the offer leads to (the office identification page,
  // KYC): an offer that ends on an empty page costs more trust than it wins.
  identificationBonusModal: false,
  headerBonusHiddenForGuests: false,
  mobileGameFavoriteButtonHidden: false,
  mobileGameNotificationButtonHidden: false,
  cookieConsentBanner: true,
  themeSwitcher: true,
  oddsFormatSwitcher: true,
};
