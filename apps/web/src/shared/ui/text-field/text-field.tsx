import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../i18n/message-key';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Message keys (spec section 8: `required`, `min_symbols_limit`, ...), translated here. */
  errors?: readonly string[];
  /** Something inside the field at its end, such as a show-password button. */
  adornment?: ReactNode;
}

export function TextField({
  label,
  value,
  onChange,
  errors = [],
  adornment,
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = errors.length > 0;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          className={`${styles.input} ${invalid ? styles.invalid : ''}`}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {errors.map((key) => t(messageKey(key))).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
