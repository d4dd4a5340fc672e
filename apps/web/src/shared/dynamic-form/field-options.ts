import type { SelectOption as RawOption } from '@sportsbook/core/registration/registration-field.schema';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';

/** The value an option stands for, as text (selects hold text; the server reads ids from it). */
export const optionValue = (option: RawOption) => String(option.id ?? option.value ?? '');

/** An option's ISO country code, lowercase, when it is a country. */
export function optionIso(option: RawOption): string | null {
  const code = option.Alpha2 ?? option.code;
  return code && /^[a-z]{2}$/i.test(code) ? code.toLowerCase() : null;
}

/**
 * A field's starting value: its configured value, else the option marked selected, else the first option
 * when preselect_first says so or when the field is hidden (a hidden country is the first one, REG-25).
 */
export function initialValue(field: RegistrationField): unknown {
  if (field.value !== undefined) return field.value;
  const options = field.options ?? [];
  const selected = options.find((option) => option.selected);
  if (selected) return optionValue(selected);
  if ((field.preselect_first || field.hide) && options[0]) return optionValue(options[0]);
  if (
    field.type === 'checkbox' ||
    field.type === 'extended_checkbox' ||
    field.type === 'background_checkbox'
  ) {
    return field.checked_input ?? false;
  }
  if (field.type === 'multiselect') return [];
  return '';
}

const BIRTHDAY_FIELD_IDS = ['birthday', 'date_birthday'];

/** A birthday (drawn as day, month and year; the minimum age applies) by its type or its id. */
export const isBirthdayField = (field: RegistrationField) =>
  field.type === 'birthday_date' || BIRTHDAY_FIELD_IDS.includes(field.id);
