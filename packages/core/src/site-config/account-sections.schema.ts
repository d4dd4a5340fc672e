import { z } from 'zod';
import { LOGIN_IDENTIFIER_KINDS, SOCIAL_PROVIDERS } from '../constants/auth.constants';
import { REGISTRATION_PAYMENTS_LIMIT } from '../constants/limits.constants';
import { AUTO_LOGOFF_INACTIVITY_MS } from '../constants/network-timing.constants';

/** CFG-09, not shown: how players log in. Auto logoff applies only when `licence.autoLogoffEnabled` is on. */
export const authSectionSchema = z.object({
  autoLogoffMs: z.number().int().positive(),
  loginKinds: z.array(z.enum(LOGIN_IDENTIFIER_KINDS)).min(1),
  socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
  twoFactor: z.boolean(),
  rememberAuthDefault: z.boolean(),
  /** Where a player lands after logging in; null keeps them on the page they were on. */
  redirectAfterLogin: z.string().nullable(),
});
export type AuthSection = z.infer<typeof authSectionSchema>;

export const AUTH_SECTION_DEFAULTS: AuthSection = {
  autoLogoffMs: AUTO_LOGOFF_INACTIVITY_MS,
  loginKinds: ['email', 'phone_number', 'id'],
  socialProviders: ['google', 'telegram', 'apple'],
  twoFactor: true,
  rememberAuthDefault: true,
  redirectAfterLogin: null,
};

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;

export const registrationSectionSchema = z.object({
  /** Tabs in order; the first is the default. */
  types: z.array(z.enum(REGISTRATION_TYPES)).min(1),
  paymentsShown: z.number().int().nonnegative(),
  welcomeBonusChoice: z.boolean(),
  isLoginSavingNotificationVisible: z.boolean(),
  redirectAfterRegistration: z.string().nullable(),
});
export type RegistrationSection = z.infer<typeof registrationSectionSchema>;

export const REGISTRATION_SECTION_DEFAULTS: RegistrationSection = {
  types: [...REGISTRATION_TYPES],
  paymentsShown: REGISTRATION_PAYMENTS_LIMIT,
  welcomeBonusChoice: true,
  isLoginSavingNotificationVisible: true,
  redirectAfterRegistration: null,
};

export const CAPTCHA_TYPES = ['google', 'custom', 'hunt', 'puzzle', 'hcaptcha', 'disabled'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** Spelled as the spec writes `captcha_type`; the public key is the external provider's site key. */
export const captchaSectionSchema = z.object({
  captcha_type: z.enum(CAPTCHA_TYPES),
  public_key: z.string(),
});
export type CaptchaSection = z.infer<typeof captchaSectionSchema>;

/** Our own custom captcha needs no third party, so the product works alone (DESIGN). */
export const CAPTCHA_SECTION_DEFAULTS: CaptchaSection = { captcha_type: 'custom', public_key: '' };

/** Limit ids offered on the responsible-gaming page: the period in days of a deposit, loss or wager limit. */
export const responsibleSectionSchema = z.object({ limitIds: z.array(z.number().int().positive()).min(1) });
export type ResponsibleSection = z.infer<typeof responsibleSectionSchema>;

export const RESPONSIBLE_SECTION_DEFAULTS: ResponsibleSection = { limitIds: [1, 7, 30] };

export const licenceSectionSchema = z.object({
  autoLogoffEnabled: z.boolean(),
  regulator: z.string(),
  number: z.string(),
  url: z.union([z.url(), z.literal('')]),
});
export type LicenceSection = z.infer<typeof licenceSectionSchema>;

export const LICENCE_SECTION_DEFAULTS: LicenceSection = {
  autoLogoffEnabled: false,
  regulator: '',
  number: '',
  url: '',
};
