import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../analytics/track-event';
import { isHttpError } from '../http/http-error';
import {
  CAPTCHA_HEADER,
  CaptchaDismissedError,
  type CaptchaAction,
  type CaptchaProvider,
} from './captcha-provider';

function asksForCaptcha(error: unknown): boolean {
  return isHttpError(error) && error.title === 'CAPTCHA_REQUIRED';
}

/**
 * Makes a guarded call; when the server answers CAPTCHA_REQUIRED, gets a token from the captcha and makes it
 * once more with the x-captcha-token header. A dismissed captcha rejects as such; a captcha that cannot be
 * shown leaves the server's own answer to be reported. Each challenge counts as captcha success or failed
 * (ANA-07).
 */
export async function withCaptcha<T>(
  captcha: CaptchaProvider,
  action: CaptchaAction,
  call: (headers: Readonly<Record<string, string>>) => Promise<T>,
): Promise<T> {
  try {
    return await call({});
  } catch (error) {
    if (!asksForCaptcha(error)) throw error;
    const token = await captcha.requestCaptchaToken(action).catch((captchaError: unknown) => {
      const dismissed = captchaError instanceof CaptchaDismissedError;
      trackEvent(ANALYTICS_EVENT.CAPTCHA_FAILED, { s1: action, s2: dismissed ? 'dismissed' : 'error' });
      if (!dismissed) console.error('captcha failed', captchaError);
      throw dismissed ? captchaError : error;
    });
    trackEvent(ANALYTICS_EVENT.CAPTCHA_SUCCESS, { s1: action });
    return call({ [CAPTCHA_HEADER]: token });
  }
}
