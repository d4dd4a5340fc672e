import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { componentFor } from './fields/field-renderer';
import styles from './field-list.module.css';

interface FieldListProps {
  fields: readonly RegistrationField[];
  values: Readonly<Record<string, unknown>>;
  errorsOf: (id: string) => readonly string[];
  onChange: (id: string, value: unknown) => void;
  onBlur: (id: string) => void;
}

/** Consecutive fields of one `group` share a row (name and surname side by side). */
function rowsOf(fields: readonly RegistrationField[]): RegistrationField[][] {
  const rows: RegistrationField[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.group && last?.[0]?.group === field.group) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/** The shown fields in the configured order (REG-10), each drawn by its type's component. */
export function FieldList({ fields, values, errorsOf, onChange, onBlur }: FieldListProps) {
  const shown = fields.filter((field) => !field.hide);
  return (
    <>
      {rowsOf(shown).map((row) => (
        <div key={row[0]!.id} className={row.length > 1 ? styles.row : styles.single}>
          {row.map((field) => {
            const Field = componentFor(field);
            return (
              <div
                key={field.id}
                className={styles.cell}
                data-field={field.id}
                data-item-class={field.item_class}
              >
                <Field
                  field={field}
                  value={values[field.id]}
                  errors={errorsOf(field.id)}
                  onChange={(value) => onChange(field.id, value)}
                  onBlur={() => onBlur(field.id)}
                />
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}
