import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { CONSENT_FIELD_IDS } from '../../../../shared/dynamic-form/fields/consent-field';
import type { FieldSet } from '../../../../shared/dynamic-form/field-set';

/**
 * Every registration asks for the regRules and regPolitics consents (REG-33). A field set that has them
 * places them itself; otherwise they come last, required like any field.
 */
export function withConsents(set: FieldSet): FieldSet {
  const missing: RegistrationField[] = CONSENT_FIELD_IDS.filter(
    (id) => !set.fields.some((field) => field.id === id),
  ).map((id) => ({ id, name: id, type: 'checkbox', required: true }));
  return missing.length ? { ...set, fields: [...set.fields, ...missing] } : set;
}
