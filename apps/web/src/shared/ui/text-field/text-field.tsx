import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldFrame } from '../field/field-frame';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Message keys (spec section 8: `required`, `min_symbols_limit`, ...), translated here. */
  errors?: readonly string[];
  /** Something inside the field at its end, such as a show-password button. */
  adornment?: ReactNode;
  hint?: ReactNode;
  tooltip?: string;
}

export function TextField({
  label,
  labelHidden,
  value,
  onChange,
  errors = [],
  adornment,
  hint,
  tooltip,
  className,
  id: givenId,
  required,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const invalid = errors.length > 0;
  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      errors={errors}
      hint={hint}
      tooltip={tooltip}
      required={required}
      className={className}
    >
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          className={`${styles.input} ${invalid ? styles.invalid : ''}`}
          value={value}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, errors, hint)}
          onChange={(event) => onChange(event.target.value)}
        />
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
    </FieldFrame>
  );
}
