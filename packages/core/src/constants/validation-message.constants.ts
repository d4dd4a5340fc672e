/**
 * The one catalogue of validation message keys (VAL-08, VAL-18). Keys from spec section 8 are used as
 * written; the spec names no key for the other cases, so those are ours, shaped `validation_<rule>`.
 * The web maps every key to a translation; the server sends them in `validation_errors`.
 */
export const VALIDATION_MESSAGE_KEYS = {
  // Named by spec section 8.
  required: 'required',
  availableSymbols: 'password_available_symbols',
  authRequiredField: 'auth_required_field',
  minLength: 'min_symbols_limit',
  phoneMinLength: 'phone_min_length',
  equalLength: 'equal_length',
  authIncorrectCode: 'auth_incorrect_code',
  emailInvalid: 'validation_enter_correct_email',
  // The spec says "validation_email_* keys" without their endings; the endings are ours.
  emailLeadingAt: 'validation_email_leading_at',
  emailTrailingAt: 'validation_email_trailing_at',
  emailMissingAt: 'validation_email_missing_at',
  emailMissingDot: 'validation_email_missing_dot',
  emailSpaces: 'validation_email_spaces',
  emailDomainTypo: 'validation_email_domain_typo',
  // Ours.
  maxLength: 'validation_max_length',
  minValue: 'validation_min_value',
  maxValue: 'validation_max_value',
  phoneInvalid: 'validation_phone',
  phoneMaxLength: 'validation_phone_max_length',
  phoneFirstDigit: 'validation_phone_first_digit',
  compare: 'validation_compare',
  match: 'validation_match',
  boolean: 'validation_boolean',
  dateTime: 'validation_date_time',
  dateMin: 'validation_date_min',
  dateMax: 'validation_date_max',
  image: 'validation_image',
  custom: 'validation_custom',
} as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[keyof typeof VALIDATION_MESSAGE_KEYS];

/** Placeholders of spec section 8 for the document-number field (CIS countries and others). */
export const DOCUMENT_PLACEHOLDER_KEYS = {
  cis: 'reg_field_doc_cis_placeholder',
  other: 'reg_field_doc_placeholder',
} as const;
