import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CAPTCHA_VENDORS, type CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { CaptchaVendorSecrets } from '../../../platform/settings';
import type { DevCaptchaVendor } from '../dev-vendor/dev-captcha-vendor';
import { DEFAULT_SITEVERIFY_URLS, SiteverifyVerifier, type CaptchaVerifier } from './captcha-verifier';

/** Longer than any vendor keeps a token valid, so a used token is remembered for as long as it could pass. */
const USED_TOKEN_MEMORY_MS = 10 * 60_000;

/**
 * Each vendor's verifier: its siteverify with the configured secret; without one, the development vendor
 * outside production, or none (every token refused) in production.
 */
export function vendorVerifiers(
  secrets: CaptchaVendorSecrets,
  dev: DevCaptchaVendor | null,
): Readonly<Record<CaptchaVendor, CaptchaVerifier | null>> {
  const verifier = (vendor: CaptchaVendor): CaptchaVerifier | null => {
    const configured = secrets[vendor];
    const url = configured?.verifyUrl ?? DEFAULT_SITEVERIFY_URLS[vendor];
    if (configured && url) return new SiteverifyVerifier(url, configured.secret);
    return dev?.verifier(vendor) ?? null;
  };
  return Object.fromEntries(CAPTCHA_VENDORS.map((vendor) => [vendor, verifier(vendor)])) as Record<
    CaptchaVendor,
    CaptchaVerifier | null
  >;
}

/** A vendor captcha's token: confirmed by the vendor and not used here before. */
export class VendorCaptchaCheck {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly verifiers: Readonly<Record<CaptchaVendor, CaptchaVerifier | null>>,
    private readonly clock: Clock,
  ) {}

  async passes(vendor: CaptchaVendor, token: string, remoteIp: string): Promise<boolean> {
    const verifier = this.verifiers[vendor];
    if (!verifier) return false;
    // The token is claimed before the vendor is asked, so two requests racing with one token cannot both pass.
    if (!(await this.claim(vendor, token))) return false;
    return verifier.verify(token, remoteIp);
  }

  private async claim(vendor: CaptchaVendor, token: string): Promise<boolean> {
    const now = this.clock.now();
    await this.db.deleteFrom('captcha_used_tokens').where('expires_at', '<', now).execute();
    const claimed = await this.db
      .insertInto('captcha_used_tokens')
      .values({
        token_hash: createHash('sha256').update(token).digest('hex'),
        vendor,
        expires_at: new Date(now.getTime() + USED_TOKEN_MEMORY_MS),
      })
      .onConflict((conflict) => conflict.column('token_hash').doNothing())
      .returning('token_hash')
      .executeTakeFirst();
    return claimed !== undefined;
  }
}
