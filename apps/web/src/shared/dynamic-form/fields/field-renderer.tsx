import type { ComponentType } from 'react';
import type {
  RegistrationField,
  RegistrationFieldType,
} from '@sportsbook/core/registration/registration-field.schema';
import { CheckboxField } from './checkbox-field';
import { ConsentField } from './consent-field';
import { CustomCaptchaField } from './custom-captcha-field';
import { DateField } from './date-field';
import type { FieldProps } from './field-props';
import { ListField } from './list-field';
import { ButtonField, InvisibleCaptchaField, LabelField } from './misc-fields';
import { PhoneCodeButtonField, PhoneConfirmationField } from './phone-confirmation-field';
import { PhoneCountryField, PhoneField } from './phone-field';
import { SelectField } from './select-field';
import { SocialTypesField } from './social-types-field';
import { TextInputField } from './text-input-field';
import { BonusChoiceField } from './welcome-bonus-choice';

/** Every field type of spec section 3 (REG-13) and the component drawing it. */
const BY_TYPE: Record<RegistrationFieldType, ComponentType<FieldProps>> = {
  input: TextInputField,
  email: TextInputField,
  password: TextInputField,
  select: SelectField,
  dropdown: SelectField,
  multiselect: SelectField,
  label: LabelField,
  captcha: InvisibleCaptchaField,
  custom_captcha: CustomCaptchaField,
  button: ButtonField,
  phone_country: PhoneCountryField,
  phone_code_button: PhoneCodeButtonField,
  datepicker: DateField,
  birthday_date: DateField,
  social_types: SocialTypesField,
  checkbox: CheckboxField,
  extended_checkbox: CheckboxField,
  background_checkbox: CheckboxField,
  list: ListField,
  phone: PhoneField,
};

/** Field ids drawn by a component of their own whatever their type (REG-29). */
const BY_ID: Readonly<Record<string, ComponentType<FieldProps>>> = {
  phone_confirmation: PhoneConfirmationField,
  first_deposit_bonus_choice: BonusChoiceField,
  regRules: ConsentField,
  regPolitics: ConsentField,
};

export function componentFor(field: RegistrationField): ComponentType<FieldProps> {
  return (Object.hasOwn(BY_ID, field.id) ? BY_ID[field.id] : undefined) ?? BY_TYPE[field.type];
}

/** Field types that hold no value of their own and are never sent. */
export const VALUELESS_TYPES: readonly RegistrationFieldType[] = [
  'label',
  'button',
  'phone_code_button',
  'captcha',
];
