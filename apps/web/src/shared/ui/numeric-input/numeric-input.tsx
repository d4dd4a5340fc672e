import type { InputHTMLAttributes } from 'react';
import {
  clampNumericInput,
  sanitiseNumericInput,
  type NumericInputOptions,
} from '@sportsbook/core/input/numeric-input';
import styles from './numeric-input.module.css';

interface NumericInputProps
  extends
    NumericInputOptions,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/**
 * A numeric field (UI-26, UI-27): each keystroke is cleaned (digits, one point, one leading minus, comma read
 * as a point, leading zeros trimmed, whole digits cut to `maxWholeDigits`, decimals to `accuracy`, `maxLength`), and on leaving the field the
 * value is brought within [min, max]. The text is kept, not a number, so "12." can be typed on to "12.5".
 */
export function NumericInput({
  value,
  onChange,
  label,
  min,
  max,
  accuracy,
  unsigned,
  maxLength,
  maxWholeDigits,
  className,
  onBlur,
  ...rest
}: NumericInputProps) {
  const options: NumericInputOptions = { min, max, accuracy, unsigned, maxLength, maxWholeDigits };
  return (
    <input
      {...rest}
      type="text"
      inputMode={accuracy === 0 ? 'numeric' : 'decimal'}
      aria-label={label}
      className={`${styles.input} ${className ?? ''}`}
      value={value}
      onChange={(event) => onChange(sanitiseNumericInput(event.target.value, options))}
      onBlur={(event) => {
        const committed = clampNumericInput(value, options);
        if (committed !== value) onChange(committed);
        onBlur?.(event);
      }}
    />
  );
}
