/** Cookie consent levels of spec section 3. */
export const COOKIE_CONSENT_LEVEL = {
  disable: 0,
  onlyFunctionality: 1,
  onlyMarketing: 2,
  all: 3,
} as const;
export type CookieConsentLevel = (typeof COOKIE_CONSENT_LEVEL)[keyof typeof COOKIE_CONSENT_LEVEL];
