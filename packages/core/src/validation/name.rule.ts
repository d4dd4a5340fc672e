import { VALIDATION_MESSAGE_KEYS } from '../constants/validation-message.constants';

/**
 * Latin letters with or without accents (composed, or a letter followed by combining marks), apostrophe
 * (straight ' or typographic ’, which phones type by default), backtick, space and hyphen (VAL-10).
 */
const NAME_PATTERN = /^[\p{Script=Latin}\p{M}'’` -]+$/u;

/** `password_available_symbols` when a name or surname holds any other character. */
export function checkName(name: string): string | undefined {
  return NAME_PATTERN.test(name) ? undefined : VALIDATION_MESSAGE_KEYS.availableSymbols;
}
