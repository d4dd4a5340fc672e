import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { isEmptyValue } from '@sportsbook/core/validation/empty-value';
import { VALUELESS_TYPES } from '../../../../shared/dynamic-form/fields/field-renderer';

export interface SubmitInput {
  type: string;
  fields: readonly RegistrationField[];
  values: Readonly<Record<string, unknown>>;
  /** The welcome bonus kind chosen outside the field set ('' when none was offered). */
  bonusChoice: string;
  /** The bonus code read from the address (REG-30). */
  bonusCode: string | null;
  /** The registration page rather than the pop-up. */
  isPage: boolean;
}

/**
 * The submit body (REG-15 to REG-17): the value of every present field by its id (the regRules and
 * regPolitics consents among them: the form submits only once both are ticked), and the flags.
 */
export function submitBody({ type, fields, values, bonusChoice, bonusCode, isPage }: SubmitInput) {
  const body: Record<string, unknown> = { type, remember_auth: true };
  for (const field of fields) {
    if (VALUELESS_TYPES.includes(field.type)) continue;
    const value = values[field.id];
    if (!isEmptyValue(value) || value === false) body[field.id] = value;
  }
  if (bonusChoice !== '') body.bonus_choice = Number(bonusChoice);
  if (bonusCode) body.bonus = bonusCode;
  if (isPage) body.is_page = true;
  if (type === 'short_reg') body.short_reg = true;
  if (values.custom_captcha_id && values.custom_captcha) {
    body.custom_captcha_id = values.custom_captcha_id;
    body.custom_captcha_value = values.custom_captcha;
  }
  return body;
}
