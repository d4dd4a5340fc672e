import {
  DEV_CAPTCHA_KEY_PREFIX,
  DEV_CAPTCHA_PATH,
  HUNT_CAPTCHA_SCRIPT_PATH,
  RECAPTCHA_ALT_HOST_COUNTRY_ID,
  type CaptchaVendor,
} from '@sportsbook/core/constants/captcha.constants';
import type { CaptchaContext } from '../captcha-provider';

/** Where a vendor's invisible widget comes from and how its challenge shows on the page. */
export interface VendorScript {
  readonly vendor: CaptchaVendor;
  /** The script's address, without the onload callback the loader adds. */
  readonly src: string;
  /** The global the script defines: render, execute and reset. */
  readonly global: string;
  readonly siteKey: string;
  /** Matches the frame of the challenge while it is on screen (hidden or removed when dismissed). */
  readonly challengeFrame: string;
}

/** The vendors' globals; the hunt widget is taken to follow the reCAPTCHA-style API the others share. */
const GLOBALS: Readonly<Record<CaptchaVendor, string>> = {
  google: 'grecaptcha',
  hcaptcha: 'hcaptcha',
  hunt: 'huntcaptcha',
};

function vendorSrc(vendor: CaptchaVendor, countryId: number | null): string {
  switch (vendor) {
    case 'google':
      // Where www.google.com is unreachable, reCAPTCHA's own alternative host serves the same API (AUTH-26).
      return countryId === RECAPTCHA_ALT_HOST_COUNTRY_ID
        ? 'https://www.recaptcha.net/recaptcha/api.js'
        : 'https://www.google.com/recaptcha/api.js';
    case 'hcaptcha':
      return 'https://js.hcaptcha.com/1/api.js';
    case 'hunt':
      return HUNT_CAPTCHA_SCRIPT_PATH;
  }
}

const CHALLENGE_FRAMES: Readonly<Record<CaptchaVendor, string>> = {
  google: 'iframe[src*="/recaptcha/api2/bframe"], iframe[src*="/recaptcha/enterprise/bframe"]',
  hcaptcha: 'iframe[src*="hcaptcha"][src*="frame=challenge"]',
  hunt: 'iframe[src*="hunt"][src*="challenge"]',
};

/**
 * The script of `vendor` for this player: the vendor's own, or, when the configured site key is a
 * development one (DEV_CAPTCHA_KEY_PREFIX), the server's built-in development vendor, which offers the
 * same API under the same global so everything else is the same code.
 */
export function vendorScript(
  vendor: CaptchaVendor,
  { section, lang, countryId }: CaptchaContext,
): VendorScript {
  const dev = section.public_key.startsWith(DEV_CAPTCHA_KEY_PREFIX);
  const query = new URLSearchParams({ render: 'explicit', hl: lang });
  if (dev) {
    query.set('api', GLOBALS[vendor]);
    query.set('vendor', vendor);
  }
  const base = dev ? `${DEV_CAPTCHA_PATH}/api.js` : vendorSrc(vendor, countryId);
  return {
    vendor,
    src: `${base}?${query}`,
    global: GLOBALS[vendor],
    siteKey: section.public_key,
    challengeFrame: dev ? `iframe[src*="${DEV_CAPTCHA_PATH}/challenge"]` : CHALLENGE_FRAMES[vendor],
  };
}
