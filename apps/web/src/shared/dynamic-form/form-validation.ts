import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { ValidationConfigError } from '@sportsbook/core/validation/rule-types';
import { compileForm } from '@sportsbook/core/validation/validate-form';

/**
 * The client's verdict with the shared rules (VAL-19). A map the engine cannot read is the operator's
 * mistake: it is logged and the form checks the rest, while the server still refuses bad input.
 */
export function validateFields(
  fields: readonly RegistrationField[],
  values: Readonly<Record<string, unknown>>,
): ValidationErrors {
  try {
    return compileForm(fields).validate(values);
  } catch (error) {
    if (!(error instanceof ValidationConfigError)) throw error;
    console.error('registration: unusable validation map', error);
    return compileForm(fields.map(({ validation: _validation, ...field }) => field)).validate(values);
  }
}

/** REG-23: valid when no shown required field is empty or in error (hidden fields never count). */
export const isFormValid = (errors: ValidationErrors) => Object.keys(errors).length === 0;
