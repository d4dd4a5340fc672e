import type { CaptchaVendor } from '@sportsbook/core/constants/captcha.constants';
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

/** What an adapter needs: the configuration's captcha section, the language and the player's country. */
export interface CaptchaContext {
  readonly section: CaptchaSection;
  readonly lang: string;
  /** The geo country's id (config.derived.geoCountryId): it picks the google-type script's host. */
  readonly countryId: number | null;
}

type AdapterLoader = (context: CaptchaContext) => Promise<CaptchaProvider>;

/** The vendors share one invisible-widget adapter, parameterised by vendor. */
const invisible =
  (vendor: CaptchaVendor): AdapterLoader =>
  (context) =>
    import('./invisible/invisible-captcha').then((module) =>
      module.invisibleCaptchaProvider(vendor, context),
    );

/**
 * Adapters by captcha_type, each loaded on first use (the first-load budget has no room for them). custom
 * is a registration field, not an on-demand challenge; disabled asks for nothing.
 */
const ADAPTERS: Partial<Record<CaptchaSection['captcha_type'], AdapterLoader>> = {
  puzzle: () => import('./puzzle/puzzle-captcha-provider').then((module) => module.puzzleCaptchaProvider),
  google: invisible('google'),
  hcaptcha: invisible('hcaptcha'),
  hunt: invisible('hunt'),
};

export async function loadCaptchaProvider(context: CaptchaContext): Promise<CaptchaProvider> {
  const load = ADAPTERS[context.section.captcha_type];
  if (!load) throw new CaptchaUnavailableError(context.section.captcha_type);
  return load(context);
}
