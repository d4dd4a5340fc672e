import { useId } from 'react';
import { describedBy, FieldFrame } from '../../ui/field/field-frame';
import { useConfigText } from '../../i18n/use-config-text';
import type { FieldProps } from './field-props';
import { useFieldLabels } from './use-field-labels';
import styles from './fields.module.css';

/**
 * checkbox, extended checkbox (with its explanation under the label) and background checkbox (a whole card
 * to tick). The value is true or false.
 */
export function CheckboxField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const id = useId();
  const text = useConfigText();
  const labels = useFieldLabels(field);
  const label = text(field.custom_label) || labels.label;
  const look =
    field.type === 'background_checkbox'
      ? styles.cardCheck
      : field.type === 'extended_checkbox'
        ? styles.extendedCheck
        : '';
  return (
    <FieldFrame id={id} errors={errors} tooltip={labels.tooltip}>
      <label className={`${styles.check} ${look}`}>
        <input
          id={id}
          type="checkbox"
          name={field.id}
          className={styles.checkInput}
          checked={value === true}
          disabled={field.disabled}
          aria-required={field.required || undefined}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy(id, errors)}
          onChange={(event) => {
            onChange(event.target.checked);
            onBlur();
          }}
        />
        <span className={styles.checkText}>
          <span>{label}</span>
          {field.type === 'extended_checkbox' && labels.placeholder ? (
            <span className={styles.checkHint}>{labels.placeholder}</span>
          ) : null}
        </span>
      </label>
    </FieldFrame>
  );
}
