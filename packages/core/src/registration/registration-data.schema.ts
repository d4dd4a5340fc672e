import { z } from 'zod';
import { BONUS_KIND } from '../constants/bonus.constants';

/** Banner of spec section 3: image, alt, title, text. */
export const registrationBannerSchema = z.object({
  image: z.string(),
  alt: z.string(),
  title: z.string(),
  text: z.string(),
});

/** additionalConfig of spec section 3 (REG-07); texts are dictionary keys. */
export const additionalConfigSchema = z.object({
  emailButtonText: z.string(),
  registrationRedirectText: z.string(),
  firstDepositText: z.string(),
  phoneButtonText: z.string(),
  isLoginSavingNotificationVisible: z.boolean(),
  rechargeButtonText: z.string(),
  saveLoginButtonDesign: z.enum(['primary', 'secondary', 'link']),
  showDepositBanner: z.boolean(),
  showBackButton: z.boolean(),
  showLeftBanner: z.boolean(),
  welcomeBonusDescription: z.string(),
  hiddenRegistrationFormLeftBanner: z.boolean(),
});
export type AdditionalConfig = z.infer<typeof additionalConfigSchema>;

/** Welcome bonus choices at registration (spec section 2): none, sport or casino. */
export const WELCOME_BONUS_CHOICES = [BONUS_KIND.cancel, BONUS_KIND.sport, BONUS_KIND.casino] as const;

/** A welcome offer as the operator configures it. */
export const welcomeOfferSchema = z.object({
  id: z.union([z.literal(BONUS_KIND.cancel), z.literal(BONUS_KIND.sport), z.literal(BONUS_KIND.casino)]),
  info: z.string(),
  bonusCode: z.string().max(64),
  iconClass: z.string(),
  bannerText: z.string(),
  hasInfo: z.boolean(),
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;

/** The operator's registration data for one partner (stored as accounts configuration `registration`). */
export const registrationDataConfigSchema = z.object({
  hasFirstDeposit: z.boolean(),
  percentFirstDeposit: z.number().min(0).max(1000),
  /** The welcome bonus' maximum, in major units of the player's currency. */
  bonusAmount: z.number().min(0),
  /** The main account's currency when the form has no currency field. */
  defaultCurrencyId: z.number().int().positive(),
  banner: registrationBannerSchema,
  /** The main flow's `section` query picks its banner here; other sections get `banner`. */
  bannersBySection: z.record(z.string(), registrationBannerSchema),
  bannerTextByBonusCode: z.record(z.string(), z.string()),
  additionalConfig: additionalConfigSchema,
  welcomeBonuses: z.array(welcomeOfferSchema),
});
export type RegistrationDataConfig = z.infer<typeof registrationDataConfigSchema>;

/** Welcome bonus item of GET /api/v3/bonuses/welcome-bonuses (REG-31, REG-32). */
export const welcomeBonusItemSchema = z.object({
  id: z.string(),
  type: z.literal('welcome-bonus'),
  attributes: z.object({
    id: z.number().int(),
    info: z.string(),
    bonusCode: z.string(),
    payload: z.object({ bonusCode: z.string(), baner_info: z.object({ bannerText: z.string() }) }),
  }),
  iconClass: z.string(),
  isCancel: z.boolean(),
  hasInfo: z.boolean(),
});
export type WelcomeBonusItem = z.infer<typeof welcomeBonusItemSchema>;

/** A registration tab (spec section 3: caption, value, icon). */
export const registrationTabSchema = z.object({ caption: z.string(), value: z.string(), icon: z.string() });

/** Answer of POST /web-api/registration (REG-05). */
export const registrationDataResponseSchema = z.object({
  data: z.object({
    hasFirstDeposit: z.boolean(),
    percentFirstDeposit: z.number(),
    /** The minimum age in the request's country; minAgesByCountry holds every country that differs. */
    minAgesInCountries: z.number().int(),
    minAgesByCountry: z.record(z.string(), z.number().int()),
    bonusAmount: z.number(),
    additionalConfig: additionalConfigSchema,
    tabs: z.array(registrationTabSchema),
    banner: registrationBannerSchema.optional(),
    bonuses: z.array(welcomeBonusItemSchema),
    bannerTextByBonusCode: z.record(z.string(), z.string()),
  }),
});
