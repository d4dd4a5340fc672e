/** Phone constants of spec sections 5 and 9 (CON-05). */

/** The spec's "one constant set" of phone lengths. */
export const PHONE_LENGTH_SET = { min: 2, max: 17 } as const;
/** Bounds used by validation when neither the country nor its mask says otherwise. */
export const PHONE_VALIDATION_LENGTH = { min: 6, max: 20 } as const;
export const PHONE_COUNTRY_CODE_MAX_DIGITS = 3;
export const PHONE_COUNTRY_CODE_PLACEHOLDER = 'xxx';
export const PHONE_EXTENSION_MAX_DIGITS = 20;
