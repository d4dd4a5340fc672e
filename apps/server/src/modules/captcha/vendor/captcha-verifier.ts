import type { CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';

/** A vendor's answer to "was this token given by my widget to a person?". */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

/** The siteverify addresses the vendors document; hunt has no public one, so its setting must name it. */
export const DEFAULT_SITEVERIFY_URLS: Readonly<Partial<Record<CaptchaVendor, string>>> = {
  google: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

const TIMEOUT_MS = 10_000;

/**
 * The siteverify call the vendors share: POST secret, response and remoteip as a form, read `success`.
 * A vendor that cannot be reached counts as a refusal: a captcha that cannot be checked guards nothing.
 */
export class SiteverifyVerifier implements CaptchaVerifier {
  constructor(
    private readonly url: string,
    private readonly secret: string,
  ) {}

  async verify(token: string, remoteIp: string): Promise<boolean> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ secret: this.secret, response: token, remoteip: remoteIp }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}
