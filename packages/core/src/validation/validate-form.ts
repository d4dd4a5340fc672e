import type { ValidationErrors } from '../errors/error-body';
import { DEFAULT_FIELD_RULES } from './default-field-rules';
import { isFieldVisible, type FieldDependency } from './field-visibility';
import { checkValue, compileRules, type CompiledRules } from './rule-engine';
import type { ValidationMap } from './rule-types';

/** What validation reads from a registration field descriptor (spec section 3). */
export interface ValidatedField {
  readonly id: string;
  readonly hide?: boolean;
  readonly required?: boolean;
  readonly max_length?: number;
  readonly validation?: ValidationMap;
  readonly depends_on?: FieldDependency;
}

export interface CompiledForm {
  /** `validation_errors` as the server sends it: only failing fields, each with its message keys. */
  validate(values: Readonly<Record<string, unknown>>): ValidationErrors;
}

/** A field's full rule map: its kind's rules, then the descriptor's flags, then its own map on top. */
function rulesOf(field: ValidatedField): ValidationMap {
  return {
    ...(Object.hasOwn(DEFAULT_FIELD_RULES, field.id) ? DEFAULT_FIELD_RULES[field.id] : {}),
    ...(field.required ? { required: {} } : {}),
    ...(field.max_length !== undefined ? { maxLength: { value: field.max_length } } : {}),
    ...field.validation,
  };
}

/**
 * Compiles a form's fields once (throwing ValidationConfigError on a bad map) for repeated validation.
 * The web validates with it as the user types; the server runs the same on submit (VAL-19, VAL-20).
 */
export function compileForm(fields: readonly ValidatedField[]): CompiledForm {
  const compiled: { field: ValidatedField; rules: CompiledRules }[] = fields.map((field) => ({
    field,
    rules: compileRules(rulesOf(field)),
  }));
  return {
    validate(values) {
      const errors: ValidationErrors = {};
      for (const { field, rules } of compiled) {
        if (!isFieldVisible(field, values)) continue;
        const keys = checkValue(values[field.id], rules, { values });
        if (keys.length > 0) errors[field.id] = keys;
      }
      return errors;
    },
  };
}

export function validateForm(
  values: Readonly<Record<string, unknown>>,
  fields: readonly ValidatedField[],
): ValidationErrors {
  return compileForm(fields).validate(values);
}
