import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from '../field/field-frame';
import styles from './text-area.module.css';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  maxLength: number;
}

/** A longer text with its length shown against the limit. */
export function TextArea({
  label,
  value,
  onChange,
  errors = [],
  maxLength,
  required,
  ...rest
}: TextAreaProps) {
  const id = useId();
  const invalid = errors.length > 0;
  return (
    <FieldFrame id={id} label={label} errors={errors} required={required}>
      <textarea
        {...rest}
        id={id}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, errors)}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={styles.counter} aria-hidden="true">
        {value.length} / {maxLength}
      </span>
    </FieldFrame>
  );
}
