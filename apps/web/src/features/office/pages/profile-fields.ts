import { CONTACT_FIELD_IDS, IDENTITY_FIELD_IDS } from '@sportsbook/core/registration/profile-field-ids';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { allFields, type FieldSet } from '../../../shared/dynamic-form/field-set';

/**
 * The fields to ask for: contact fields always (ours where registration lacks them), identity fields when
 * full registration asks for them in this market, so a player is never asked what the operator does not need.
 */
export function askedFieldIds(set: FieldSet | undefined, ids: readonly string[]): string[] {
  const known = new Set((set ? allFields(set) : []).map((field) => field.id));
  return ids.filter(
    (id) => CONTACT_FIELD_IDS.includes(id) || (IDENTITY_FIELD_IDS.includes(id) && known.has(id)),
  );
}

/** Descriptors for personal fields full registration does not ask for. */
const OWN_DESCRIPTORS: Readonly<Record<string, Omit<RegistrationField, 'id' | 'name'>>> = {
  gender: {
    type: 'list',
    options: [
      { id: 'male', name: 'office.gender.male' },
      { id: 'female', name: 'office.gender.female' },
    ],
  },
  region_id: { type: 'select' },
  city_id: { type: 'select' },
  date_birthday: { type: 'birthday_date' },
};

/**
 * The descriptors of the fields account edit shows: full registration's own where it has the field (same
 * options and rules), else ours; shown plainly, since a registration's hide and depends_on do not apply here.
 */
export function profileDescriptors(set: FieldSet | undefined, ids: readonly string[]): RegistrationField[] {
  const known = new Map((set ? allFields(set) : []).map((field) => [field.id, field]));
  return ids.map((id) => {
    const field: RegistrationField = known.get(id) ?? {
      id,
      name: id,
      ...(OWN_DESCRIPTORS[id] ?? { type: 'input' }),
    };
    return { ...field, hide: false, depends_on: undefined, required: false, disabled: false };
  });
}

/** The form's text for a stored value (ids become the text a select holds). */
export function formValue(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : (value ?? '');
}

/** Fields whose value differs from what is stored; only those are sent. */
export function changedValues(
  values: Readonly<Record<string, unknown>>,
  stored: Readonly<Record<string, unknown>>,
  ids: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    ids
      .filter((id) => String(values[id] ?? '') !== String(formValue(stored[id])))
      .map((id) => [id, values[id]]),
  );
}
