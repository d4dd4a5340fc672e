import { z } from 'zod';

/** The optional captcha answer some calls read (spec section 7: header x-captcha-token). */
export const captchaHeaders = z.looseObject({
  'x-captcha-token': z.string().max(4096).optional(),
});
