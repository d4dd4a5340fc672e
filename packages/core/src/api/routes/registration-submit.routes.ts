import { z } from 'zod';
import { bodyBool, bodyId, bodyText, callingCodeValue, codeText } from '../schemas/body-values.schema';
import { captchaHeaders } from '../schemas/request-headers.schema';
import { routeFamily } from './route-family';

const registration = routeFamily({
  idPrefix: 'registration',
  pathPrefix: '/web-api/registration',
  tag: 'registration',
  envelope: 'standard',
  method: 'POST',
});

const phoneText = z.union([z.string().trim().max(32), z.number()]);
/** The phone field: a phone value of spec section 3, or text (`+77011234567`, or national digits with tel_code). */
const phoneField = z.union([
  phoneText,
  z.looseObject({
    phoneNum: z.string().max(32),
    phoneCode: callingCodeValue.optional(),
    fullPhone: z.string().max(32).optional(),
    countryCode: z.string().max(8).optional(),
    countryId: z.number().int().optional(),
  }),
]);
const phoneBody = { phone: phoneField, tel_code: callingCodeValue.optional() };

export const registrationSubmitResponseSchema = z.object({
  data: z.object({
    userId: z.number().int(),
    /** What to log in with: the account id (one-click, phone) or the e-mail. */
    login: z.string(),
    type: z.string(),
    /** One-click only: the generated password, base64-encoded (the spec's "encoded password"); shown once. */
    password: z.string().optional(),
    /** full_reg: an activation e-mail went out. */
    activationSent: z.boolean(),
    sessionExpiresAt: z.string(),
    /** The configured route to go to after registering, or null. */
    redirectTo: z.string().nullable(),
  }),
});

/** Registration calls the spec does not show (REG-41, REG-26): the submit and the phone code of phone_reg. */
export const registrationSubmitApi = {
  submit: registration('submit', {
    auth: 'guest',
    issue: 5,
    summary:
      'Register (designed): field ids of the type’s field set and the flags; validated with the field rules, unique e-mail and phone, minimum age per country, regRules and regPolitics required, phone_reg needs the confirmed phone code; the captcha of captcha_type (puzzle, google, hcaptcha, hunt: a token in x-captcha-token or google_captcha_response, else CAPTCHA_REQUIRED; custom: custom_captcha_id and custom_captcha_value when the field set has a custom_captcha field); opens the main currency account and logs in (201, session cookie)',
    headers: captchaHeaders,
    body: z.looseObject({
      type: z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{1,32}$/),
      tel_code: callingCodeValue.optional(),
      regRules: bodyBool.optional(),
      regPolitics: bodyBool.optional(),
      remember_auth: bodyBool.optional(),
      bonus: bodyText(64).optional().meta({ description: 'bonus code read from the address' }),
      partner: bodyId.optional(),
      custom_captcha_id: bodyText(128).optional().meta({ description: 'the custom captcha picture’s id' }),
      custom_captcha_value: bodyText(64).optional().meta({ description: 'the characters typed' }),
      google_captcha_response: bodyText(4096)
        .optional()
        .meta({ description: 'a vendor captcha token, instead of the x-captcha-token header' }),
    }),
    response: registrationSubmitResponseSchema,
    responseDescription:
      'validation_errors keyed by field id (message keys of the field maps, validation_email_taken, validation_phone_taken, validation_min_age, validation_phone_not_confirmed, validation_captcha_wrong); fast_reg answers the account id as login and the generated password base64-encoded, once',
  }),
  phoneSendCode: registration('phone.send-code', {
    path: '/web-api/registration/phone/send-code',
    auth: 'guest',
    issue: 5,
    summary:
      'phone_reg: send a confirmation code by SMS (designed); the code leaves only through the outbox, resends are throttled',
    body: z.looseObject(phoneBody),
    response: z.object({
      data: z.object({
        code_length: z.number().int(),
        expires_in: z.number().int(),
        resend_in: z.number().int(),
      }),
    }),
  }),
  phoneConfirm: registration('phone.confirm', {
    path: '/web-api/registration/phone/confirm',
    auth: 'guest',
    issue: 5,
    summary:
      'phone_reg: confirm the code (designed); the submit then presents the same code as phone_confirmation, once',
    body: z.looseObject({ ...phoneBody, phone_confirmation: codeText }),
    response: z.object({ data: z.object({ confirmed: z.literal(true) }) }),
  }),
};

export const registrationSubmitRoutes = Object.values(registrationSubmitApi);
