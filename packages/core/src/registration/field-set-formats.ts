import type { RegistrationField, SelectOption } from './registration-field.schema';
import type { StoredField } from './field-set.schema';

/** A field of the version 1 format (REG-18). */
export interface RegistrationFieldV1 {
  readonly id: string;
  readonly type: RegistrationField['type'];
  readonly attributes: Omit<RegistrationField, 'options' | 'value'> & {
    readonly select_data: SelectOption[];
    readonly value: string | number | boolean | null;
    readonly isParentField: boolean;
    readonly parentFieldName: string | null;
    readonly parentFieldValue: string | null;
  };
}

/** relation_fields: parent field id -> parent value (or `default`) -> the child fields shown for it. */
export type RelationFields = Record<string, Record<string, RegistrationFieldV1[]>>;

export const DEFAULT_CASE = 'default';

function optionValue(option: SelectOption): string | number | undefined {
  return option.id ?? option.value;
}

function withoutParent(field: StoredField): RegistrationField {
  const { parent: _parent, ...descriptor } = field;
  return descriptor;
}

/**
 * The descriptor format (POST /registration/fields): child fields become depends_on on their parent, a
 * default case listing every option value the explicit cases of that parent do not name.
 */
export function toDescriptorFormat(fields: readonly StoredField[]): RegistrationField[] {
  const explicitValues = new Map<string, Set<string>>();
  for (const field of fields) {
    if (field.parent && 'values' in field.parent) {
      const seen = explicitValues.get(field.parent.field_id) ?? new Set<string>();
      field.parent.values.forEach((value) => seen.add(String(value)));
      explicitValues.set(field.parent.field_id, seen);
    }
  }
  return fields.map((field) => {
    const parent = field.parent;
    if (!parent) return withoutParent(field);
    const values =
      'values' in parent
        ? parent.values
        : (fields.find((f) => f.id === parent.field_id && !f.parent)?.options ?? [])
            .map(optionValue)
            .filter((value): value is string | number => value !== undefined)
            .filter((value) => !explicitValues.get(parent.field_id)?.has(String(value)));
    return {
      ...withoutParent(field),
      depends_on: { action: 'show', field_id: parent.field_id, condition: { values } },
    };
  });
}

function toV1(field: StoredField, isParent: boolean, parentValue: string | null): RegistrationFieldV1 {
  const { options, value, ...rest } = withoutParent(field);
  return {
    id: field.id,
    type: field.type,
    attributes: {
      ...rest,
      select_data: options ?? [],
      value: value ?? null,
      isParentField: isParent,
      parentFieldName: field.parent?.field_id ?? null,
      parentFieldValue: parentValue,
    },
  };
}

/** The version 1 format (GET /api/web/registration/v1/fields/{type}): root fields and relation_fields. */
export function toV1Format(fields: readonly StoredField[]): {
  fields: RegistrationFieldV1[];
  relation_fields: RelationFields;
} {
  const parents = new Set(fields.flatMap((field) => (field.parent ? [field.parent.field_id] : [])));
  const relation: RelationFields = {};
  const roots: RegistrationFieldV1[] = [];
  for (const field of fields) {
    const parent = field.parent;
    if (!parent) {
      roots.push(toV1(field, parents.has(field.id), null));
      continue;
    }
    const cases = (relation[parent.field_id] ??= {});
    const keys = 'values' in parent ? parent.values.map(String) : [DEFAULT_CASE];
    for (const key of keys) (cases[key] ??= []).push(toV1(field, false, key));
  }
  return { fields: roots, relation_fields: relation };
}

/** Which children of a version 1 parent show for its value: the matching case, else the default one (REG-20). */
export function visibleChildren(
  relation: RelationFields,
  parentId: string,
  value: unknown,
): RegistrationFieldV1[] {
  const cases = relation[parentId];
  if (!cases) return [];
  const key = value === undefined || value === null ? '' : String(value);
  return (key !== DEFAULT_CASE && Object.hasOwn(cases, key) ? cases[key] : cases[DEFAULT_CASE]) ?? [];
}
