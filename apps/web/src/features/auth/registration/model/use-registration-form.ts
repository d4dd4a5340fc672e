import { useCallback, useMemo, useState } from 'react';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import type { PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { initialValue } from '../../../../shared/dynamic-form/field-options';
import { allFields, presentFields, type FieldSet } from '../../../../shared/dynamic-form/field-set';
import { isFormValid, validateFields } from '../../../../shared/dynamic-form/form-validation';
import { shapeFields, type FormContext } from './form-rules';

/** Picking a new country or region empties the lists that hang on it (REG-36). */
const DEPENDENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  country_id: ['region_id', 'city_id'],
  region_id: ['city_id'],
};

function initialValues(set: FieldSet): Record<string, unknown> {
  return Object.fromEntries(allFields(set).map((field) => [field.id, initialValue(field)]));
}

/** The phone's code and country copied into the set's own tel_code and country_code fields (REG-14). */
function phoneParts(phone: PhoneValue): Record<string, unknown> {
  return { tel_code: phone.phoneCode ?? '', country_code: phone.countryCode ?? '' };
}

/**
 * A registration form's state: values, which fields were left (their errors show from then on), the
 * server's validation_errors until the field changes, and the fields the rules shape for the values.
 */
export function useRegistrationForm(set: FieldSet, context: FormContext) {
  const [values, setValues] = useState(() => initialValues(set));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ValidationErrors>({});

  const fields = useMemo(
    () => shapeFields(presentFields(set, values), values, context),
    [set, values, context],
  );
  const errors = useMemo(() => validateFields(fields, values), [fields, values]);

  const setValue = useCallback((id: string, value: unknown) => {
    setValues((current) => {
      const next = { ...current, [id]: value };
      for (const dependent of DEPENDENT_FIELDS[id] ?? []) if (dependent in next) next[dependent] = '';
      if (id === 'phone' && typeof value === 'object' && value !== null) {
        for (const [part, text] of Object.entries(phoneParts(value as PhoneValue))) {
          if (part in current) next[part] = text;
        }
      }
      return next;
    });
    setServerErrors((current) => {
      if (!(id in current)) return current;
      const { [id]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((id: string) => {
    setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
  }, []);

  const errorsOf = (id: string): readonly string[] =>
    serverErrors[id] ?? (touched.has(id) || attempted ? errors[id] : undefined) ?? [];

  return {
    values,
    fields,
    errors,
    valid: isFormValid(errors),
    errorsOf,
    setValue,
    touch,
    /** Shows every error at once (a submit attempt). */
    attempt: () => setAttempted(true),
    setServerErrors,
  };
}
