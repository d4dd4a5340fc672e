/**
 * Message keys the server sends in `validation_errors` for registration and account rules the field maps
 * cannot express. The spec names none of these cases, so the keys are ours, shaped like the core catalogue's.
 */
export const ACCOUNT_MESSAGE_KEYS = {
  emailTaken: 'validation_email_taken',
  phoneTaken: 'validation_phone_taken',
  loginTaken: 'validation_login_taken',
  loginInvalid: 'validation_login_invalid',
  minimumAge: 'validation_min_age',
  /** The declared country is one the operator's licence does not cover (geo.blockedCountries). */
  countryBlocked: 'validation_country_blocked',
  phoneNotConfirmed: 'validation_phone_not_confirmed',
  /** The custom captcha's answer is wrong, or its picture was used or has expired. */
  captchaWrong: 'validation_captcha_wrong',
  invalidValue: 'validation_invalid_value',
  /** A password shorter, longer or weaker than the policy (letters and digits). */
  passwordWeak: 'validation_password_weak',
  passwordSame: 'validation_password_same',
  oldPasswordWrong: 'validation_old_password_wrong',
  notBase64: 'validation_not_base64',
  /** A reset, activation or login link that is unknown, used or expired. */
  linkInvalid: 'validation_link_invalid',
  fieldLocked: 'validation_field_locked',
  unknownField: 'validation_unknown_field',
} as const;
