import {
  visibleChildren,
  type RegistrationFieldV1,
  type RelationFields,
} from '@sportsbook/core/registration/field-set-formats';
import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { isFieldVisible } from '@sportsbook/core/validation/field-visibility';

/** A type's fields: root fields in the configured order (REG-10), and the version 1 child sets (REG-18). */
export interface FieldSet {
  readonly fields: readonly RegistrationField[];
  readonly relations: RelationFields;
}

/** A version 1 field as the descriptor the renderer and the rules read (select_data becomes options). */
export function fromV1(field: RegistrationFieldV1): RegistrationField {
  const {
    select_data: options,
    value,
    isParentField: _isParent,
    parentFieldName: _parentName,
    parentFieldValue: _parentValue,
    ...attributes
  } = field.attributes;
  return {
    ...attributes,
    id: field.id,
    type: field.type,
    options,
    ...(value === null ? {} : { value }),
  };
}

export function toFieldSet(fields: readonly RegistrationFieldV1[], relations: RelationFields): FieldSet {
  return { fields: fields.map(fromV1), relations: relations ?? {} };
}

const dependencyHolds = (field: RegistrationField, values: Readonly<Record<string, unknown>>) =>
  isFieldVisible({ depends_on: field.depends_on }, values);

/**
 * The fields present for the current values, in order: a root field unless its depends_on target holds
 * another value (REG-19), followed by the children its value selects, or its default set (REG-20). A field
 * marked `hide` is present (its value is sent; a hidden country still picks its children) but not drawn.
 */
export function presentFields(set: FieldSet, values: Readonly<Record<string, unknown>>): RegistrationField[] {
  return set.fields.flatMap((field) => {
    if (!dependencyHolds(field, values)) return [];
    const children = visibleChildren(set.relations, field.id, values[field.id])
      .map(fromV1)
      .filter((child) => dependencyHolds(child, values));
    return [field, ...children];
  });
}

/** Every field the set can ever show (the children of all cases included, each once). */
export function allFields(set: FieldSet): RegistrationField[] {
  const children = Object.values(set.relations).flatMap((cases) => Object.values(cases).flat().map(fromV1));
  const seen = new Set<string>();
  return [...set.fields, ...children].filter((field) => !seen.has(field.id) && seen.add(field.id));
}
