import { z } from 'zod';
import { CASINO_CATEGORY_ID } from '../constants/casino.constants';
import { DASHBOARD_GAMES_LIMIT, MEDIA_PLAYER_MODE } from '../constants/limits.constants';
import { LOTTERY_GAME_TYPE } from '../constants/lottery.constants';
import { linkSchema } from './config-fields.schema';

/*
 * Sections whose owners come with later issues: typed with the values the spec already gives, so the web can
 * rely on their shape now and the later issue extends them.
 */

export const casinoSectionSchema = z.object({
  lobbyCategoryIds: z.array(z.number().int()),
  dashboardGamesLimit: z.number().int().positive(),
  mediaPlayerMode: z.number().int(),
});
export type CasinoSection = z.infer<typeof casinoSectionSchema>;

export const CASINO_SECTION_DEFAULTS: CasinoSection = {
  lobbyCategoryIds: [
    CASINO_CATEGORY_ID.TOP,
    CASINO_CATEGORY_ID.NEW,
    CASINO_CATEGORY_ID.SLOTS,
    CASINO_CATEGORY_ID.BEST,
  ],
  dashboardGamesLimit: DASHBOARD_GAMES_LIMIT,
  mediaPlayerMode: MEDIA_PLAYER_MODE,
};

export const totoSectionSchema = z.object({ gameTypes: z.array(z.number().int().positive()) });
export type TotoSection = z.infer<typeof totoSectionSchema>;

export const TOTO_SECTION_DEFAULTS: TotoSection = { gameTypes: Object.values(LOTTERY_GAME_TYPE) };

const bannerSchema = z.object({ id: z.string(), image: z.string(), link: linkSchema, titleKey: z.string() });

export const bannerWidgetsSectionSchema = z.object({
  v1: z.object({ enabled: z.boolean(), items: z.array(bannerSchema) }),
  v2: z.object({ enabled: z.boolean(), items: z.array(bannerSchema) }),
  config: z.object({ autoplayMs: z.number().int().min(0) }),
});
export type BannerWidgetsSection = z.infer<typeof bannerWidgetsSectionSchema>;

export const BANNER_WIDGETS_SECTION_DEFAULTS: BannerWidgetsSection = {
  v1: { enabled: false, items: [] },
  v2: { enabled: true, items: [] },
  config: { autoplayMs: 5000 },
};

export const bringAFriendSectionSchema = z.object({ enabled: z.boolean(), rulesLink: linkSchema });
export type BringAFriendSection = z.infer<typeof bringAFriendSectionSchema>;

export const BRING_A_FRIEND_SECTION_DEFAULTS: BringAFriendSection = {
  enabled: true,
  rulesLink: '/office/bring-a-friend/rules',
};

export const thirdPartySectionSchema = z.object({
  officePath: linkSchema,
  providerSlugs: z.array(z.string()),
});
export type ThirdPartySection = z.infer<typeof thirdPartySectionSchema>;

/** The third-party casino area of the office defaults to /office/casino (spec section 2). */
export const THIRD_PARTY_SECTION_DEFAULTS: ThirdPartySection = {
  officePath: '/office/casino',
  providerSlugs: [],
};
