/**
 * A field's `depends_on` (spec section 3 names action show, a condition with a list of values and
 * field_id; the exact shape is ours): the field shows only while the value of `field_id` is one of
 * `condition.values`. Values compare as text, since a select may hold 7 where the config lists "7".
 */
export interface FieldDependency {
  readonly action: 'show';
  readonly field_id: string;
  readonly condition: { readonly values: readonly (string | number | boolean)[] };
}

export interface VisibilityFields {
  readonly hide?: boolean;
  readonly depends_on?: FieldDependency;
}

/** Whether a field is shown, and so validated (section 4: only visible fields count). */
export function isFieldVisible(field: VisibilityFields, values: Readonly<Record<string, unknown>>): boolean {
  if (field.hide) return false;
  const dependency = field.depends_on;
  if (!dependency) return true;
  const current = values[dependency.field_id];
  return dependency.condition.values.some((allowed) => String(allowed) === String(current));
}
