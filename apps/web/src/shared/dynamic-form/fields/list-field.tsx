import { useId } from 'react';
import { describedBy, FieldFrame } from '../../ui/field/field-frame';
import { useConfigText } from '../../i18n/use-config-text';
import { optionValue } from '../field-options';
import { asText, type FieldProps } from './field-props';
import { useFieldLabels } from './use-field-labels';
import styles from './fields.module.css';

/** A list field: every option visible at once, one to choose (a radio group). */
export function ListField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const id = useId();
  const text = useConfigText();
  const labels = useFieldLabels(field);
  const current = asText(value);
  return (
    <FieldFrame
      id={id}
      label={labels.label}
      labelAs="span"
      labelHidden={labels.labelHidden}
      errors={errors}
      tooltip={labels.tooltip}
      required={field.required}
    >
      <div
        className={styles.list}
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(id, errors)}
      >
        {(field.options ?? []).map((option) => {
          const optionId = optionValue(option);
          return (
            <label key={optionId} className={styles.listItem}>
              <input
                type="radio"
                name={field.id}
                value={optionId}
                checked={current === optionId}
                disabled={field.disabled}
                onChange={() => {
                  onChange(optionId);
                  onBlur();
                }}
              />
              <span>{text(option.name ?? option.title) || optionId}</span>
            </label>
          );
        })}
      </div>
    </FieldFrame>
  );
}
