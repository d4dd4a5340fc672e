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
 * shown leaves the server's own answer to be reported.
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
      if (!(captchaError instanceof CaptchaDismissedError)) console.error('captcha failed', captchaError);
      throw captchaError instanceof CaptchaDismissedError ? captchaError : error;
    });
    return call({ [CAPTCHA_HEADER]: token });
  }
}
