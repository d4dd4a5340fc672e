import { randomBytes } from 'node:crypto';
import type { CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';
import type { Clock } from '../../../platform/clock';
import type { CaptchaVerifier } from '../vendor/captcha-verifier';

/** Vendor tokens live about two minutes (reCAPTCHA's documented lifetime); the development vendor agrees. */
export const DEV_TOKEN_TTL_MS = 2 * 60_000;

/**
 * The built-in captcha vendor of development and test runs (never production): it plays google, hcaptcha
 * and hunt, so the browser flow works offline. Its tokens are what a vendor's are: single use, short-lived,
 * valid only for the vendor that gave them. Its siteverify is answered in-process, never over HTTP.
 */
export class DevCaptchaVendor {
  private readonly tokens = new Map<string, { vendor: CaptchaVendor; expiresAt: number }>();

  constructor(private readonly clock: Clock) {}

  /** The person passed the challenge page: a token for the widget's callback. */
  issue(vendor: CaptchaVendor): string {
    const now = this.clock.nowMs();
    for (const [token, issued] of this.tokens) if (issued.expiresAt < now) this.tokens.delete(token);
    const token = `dev-${vendor}.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { vendor, expiresAt: now + DEV_TOKEN_TTL_MS });
    return token;
  }

  verifier(vendor: CaptchaVendor): CaptchaVerifier {
    return {
      verify: async (token) => {
        const issued = this.tokens.get(token);
        this.tokens.delete(token);
        return issued?.vendor === vendor && issued.expiresAt >= this.clock.nowMs();
      },
    };
  }
}
