import { useMemo } from 'react';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { useConfigText } from '../../i18n/use-config-text';
import { PhoneInput } from '../../ui/phone-input/phone-input';
import { Select } from '../../ui/select/select';
import { toSelectOption } from '../../ui/select/select-option';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import { useFieldLabels } from './use-field-labels';

const isPhoneValue = (value: unknown): value is PhoneValue =>
  typeof value === 'object' && value !== null && 'phoneNum' in value;

/**
 * The phone field with its parts (REG-14): the descriptor's `parts` can hide or disable the country button,
 * its list and the calling-code input, and give the number input its own placeholder or disable it.
 */
export function PhoneField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const text = useConfigText();
  const labels = useFieldLabels(field);
  const { phone } = useFormEnvironment();
  return (
    <PhoneInput
      {...labels}
      name={field.id}
      value={isPhoneValue(value) ? value : undefined}
      countries={phone.countries}
      masks={phone.masks}
      loading={phone.loading}
      unmaskedCountryIds={phone.unmaskedCountryIds}
      defaultCountryId={phone.defaultCountryId}
      required={field.required}
      disabled={field.disabled || field.parts?.input?.disabled}
      placeholder={text(field.parts?.input?.placeholder) || labels.placeholder}
      parts={field.parts}
      errors={errors}
      onChange={(next) => {
        onChange(next);
        if (next.phoneNum.length >= 6) onBlur();
      }}
    />
  );
}

/** phone_country: the phone's country as a list of its own; the phone field then starts with it. */
export function PhoneCountryField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const labels = useFieldLabels(field);
  const { phone } = useFormEnvironment();
  const options = useMemo(
    () =>
      phone.countries.map((country) =>
        toSelectOption({ id: country.id, name: country.name, Alpha2: country.code.toUpperCase() }),
      ),
    [phone.countries],
  );
  return (
    <Select
      {...labels}
      name={field.id}
      options={options}
      value={asText(value)}
      loading={phone.loading}
      required={field.required}
      disabled={field.disabled || options.length <= 1}
      errors={errors}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
    />
  );
}
