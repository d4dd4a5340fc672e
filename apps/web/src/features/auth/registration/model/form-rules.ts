import { DOCUMENT_PLACEHOLDER_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { isCisCountry } from '@sportsbook/core/registration/cis-countries';
import { applyDocumentRequirements } from '@sportsbook/core/registration/document-requirements';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import type { RegistrationKind } from '@sportsbook/core/registration/registration-types';
import type { ValidationMap } from '@sportsbook/core/validation/rule-types';
import { isValidDate } from '@sportsbook/core/validation/strict-date';
import { addYears, parseDateValue, VALUE_FORMAT } from '../../../../shared/ui/date-picker/date-value';
import { isBirthdayField, optionIso } from '../../../../shared/dynamic-form/field-options';

/** What the rules of a form depend on besides its fields and values. */
export interface FormContext {
  readonly kind: RegistrationKind;
  /** The visitor's country (lowercase ISO) when the form has no country field. */
  readonly geoCountryIso: string | null;
  readonly requiredByDocumentType: Readonly<Record<string, readonly string[]>>;
  /** The minimum age for a country (ISO), from the registration data. */
  readonly minimumAgeFor: (iso: string | null) => number;
  readonly today: Date;
  /** The code length the server announced when it sent the phone code. */
  readonly codeLength?: number;
}

export const CIS_ONLY_FIELD_IDS = ['document_type_id', 'passport_series'];
export const DOCUMENT_NUMBER_FIELD_IDS = ['passport_number', 'passport'];
const DATE_TYPES = ['datepicker', 'birthday_date'];

/** The chosen country's ISO code: the country field's option, else the visitor's country. */
export function chosenCountryIso(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  geoCountryIso: string | null,
): string | null {
  const country = fields.find((field) => field.id === 'country_id');
  const option = country?.options?.find(
    (item) => String(item.id ?? item.value) === String(values.country_id),
  );
  return (option && optionIso(option)) || geoCountryIso;
}

/** The latest birthday allowed today for a minimum age. */
export function latestBirthday(today: Date, minimumAge: number): Date {
  return addYears(today, -minimumAge);
}

function withRules(field: RegistrationField, extra: ValidationMap): RegistrationField {
  return { ...field, validation: { ...extra, ...field.validation } };
}

/**
 * The fields as the rules of section 4 and 5 shape them for the current values: for full registration the
 * document type and series only for CIS countries and the matching number placeholder (REG-21), the fields
 * the chosen document type requires (REG-22), the minimum age on birthdays (REG-35), strict dates, the
 * phone rule on phones and the code length on the confirmation.
 */
export function shapeFields(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
  context: FormContext,
): RegistrationField[] {
  const iso = chosenCountryIso(fields, values, context.geoCountryIso);
  const cis = iso !== null && isCisCountry(iso);
  const latest = latestBirthday(context.today, context.minimumAgeFor(iso));
  // Only a real date can be too young; a half-typed one already fails isDateTime.
  const oldEnough = (value: unknown) => {
    const date = typeof value === 'string' ? parseDateValue(value) : new Date(Number.NaN);
    return !isValidDate(date) || date <= latest ? undefined : ACCOUNT_MESSAGE_KEYS.minimumAge;
  };
  const shaped = fields.map((field): RegistrationField => {
    if (context.kind === 'email' && CIS_ONLY_FIELD_IDS.includes(field.id) && !cis)
      return { ...field, hide: true };
    if (context.kind === 'email' && DOCUMENT_NUMBER_FIELD_IDS.includes(field.id)) {
      return { ...field, placeholder: cis ? DOCUMENT_PLACEHOLDER_KEYS.cis : DOCUMENT_PLACEHOLDER_KEYS.other };
    }
    if (isBirthdayField(field)) {
      return withRules(field, {
        isDateTime: { value: VALUE_FORMAT },
        custom: { value: oldEnough },
      });
    }
    if (DATE_TYPES.includes(field.type)) return withRules(field, { isDateTime: { value: VALUE_FORMAT } });
    if (field.type === 'phone') return withRules(field, { phone: {} });
    if (field.id === 'phone_confirmation' && context.codeLength) {
      return withRules(field, { phoneConfirm: { value: context.codeLength } });
    }
    return field;
  });
  return applyDocumentRequirements(shaped, values, context.requiredByDocumentType);
}
