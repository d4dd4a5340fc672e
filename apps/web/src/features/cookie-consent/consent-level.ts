import {
  COOKIE_CONSENT_LEVEL,
  type CookieConsentLevel,
} from '@sportsbook/core/constants/cookie-consent.constants';

/** The spec's consent levels from the banner's two switches: neither 0, functionality 1, marketing 2, both 3. */
export function consentLevel(choice: { functionality: boolean; marketing: boolean }): CookieConsentLevel {
  if (choice.functionality && choice.marketing) return COOKIE_CONSENT_LEVEL.all;
  if (choice.functionality) return COOKIE_CONSENT_LEVEL.onlyFunctionality;
  if (choice.marketing) return COOKIE_CONSENT_LEVEL.onlyMarketing;
  return COOKIE_CONSENT_LEVEL.disable;
}
