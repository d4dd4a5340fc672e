import type { CaptchaSection } from '@sportsbook/core/site-config/account-sections.schema';

/** What a captcha guards; vendors that score actions (google-type) take it as the action name. */
export type CaptchaAction = 'login' | 'registration';

/**
 * One captcha, whatever its vendor (AUTH-24, AUTH-25): asked on demand, it resolves with the token the
 * server reads from x-captcha-token, or rejects with CaptchaDismissedError when the player closes it.
 */
export interface CaptchaProvider {
  requestCaptchaToken(action: CaptchaAction): Promise<string>;
}

export const CAPTCHA_HEADER = 'x-captcha-token';

/** The spec's rejection when the player closes the challenge; the web shows errors.CAPTCHA_DISMISSED. */
export class CaptchaDismissedError extends Error {
  readonly code = 'CAPTCHA_DISMISSED';

  constructor() {
    super('Dismissed captcha');
    this.name = 'CaptchaDismissedError';
  }
}

/** The configured captcha_type has no browser adapter here, so no token can be had. */
class CaptchaUnavailableError extends Error {
  constructor(type: string) {
    super(`no captcha adapter for captcha_type "${type}"`);
    this.name = 'CaptchaUnavailableError';
  }
}

type AdapterLoader = (section: CaptchaSection) => Promise<CaptchaProvider>;

/**
 * Adapters by captcha_type, each loaded on first use. google, hcaptcha and hunt would add theirs here
 * (script, public key); custom is a registration field, not an on-demand challenge.
 */
const ADAPTERS: Partial<Record<CaptchaSection['captcha_type'], AdapterLoader>> = {
  puzzle: () => import('./puzzle/puzzle-captcha-provider').then((module) => module.puzzleCaptchaProvider),
};

export async function loadCaptchaProvider(section: CaptchaSection): Promise<CaptchaProvider> {
  const load = ADAPTERS[section.captcha_type];
  if (!load) throw new CaptchaUnavailableError(section.captcha_type);
  return load(section);
}
