/**
 * The third-party captchas (spec section 7, Analytics and captcha): vendors whose invisible widget gives a
 * token the server checks with the vendor's siteverify call. puzzle and custom are our own.
 */
export const CAPTCHA_VENDORS = ['google', 'hcaptcha', 'hunt'] as const;
export type CaptchaVendor = (typeof CAPTCHA_VENDORS)[number];

export function isCaptchaVendor(type: string): type is CaptchaVendor {
  return (CAPTCHA_VENDORS as readonly string[]).includes(type);
}

/** Analytics event ids of a passed and a failed captcha (spec section 3). */
export const CAPTCHA_EVENT = { passed: 10190, failed: 10191 } as const;

/**
 * Where the built-in development vendor serves its script and challenge page (development and test runs
 * only). A site key starting with DEV_CAPTCHA_KEY_PREFIX tells the web to load it instead of the vendor's.
 */
export const DEV_CAPTCHA_PATH = '/dev-captcha';
export const DEV_CAPTCHA_KEY_PREFIX = 'dev-';

/** Players of this country id load the google-type script from www.recaptcha.net, not www.google.com. */
export const RECAPTCHA_ALT_HOST_COUNTRY_ID = 90;

/** The hunt captcha's script is one of the site's generated files (spec section 7). */
export const HUNT_CAPTCHA_SCRIPT_PATH = '/genfiles/hunt-captcha/api.js';

/**
 * Origins the vendors' scripts, frames and calls come from, for the Content-Security-Policy (as the
 * vendors document them: reCAPTCHA on www.google.com or www.recaptcha.net with gstatic, hCaptcha on
 * hcaptcha.com). The hunt script is served from this site.
 */
export const CAPTCHA_VENDOR_ORIGINS = [
  'https://www.google.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://hcaptcha.com',
  'https://*.hcaptcha.com',
] as const;
