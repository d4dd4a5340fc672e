import { TextField } from './text-field';

/** Digits a one-time code (authenticator app, SMS) has. */
export const ONE_TIME_CODE_LENGTH = 6;

interface CodeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (code: string) => void;
  errors?: readonly string[];
  autoFocus?: boolean;
}

/**
 * A one-time code: digits only, at most six, offered by the phone's keyboard and autofill as a code, always
 * left to right whatever the page's direction.
 */
export function CodeField({ label, name, value, onChange, errors, autoFocus }: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ONE_TIME_CODE_LENGTH}
      autoFocus={autoFocus}
      dir="ltr"
      value={value}
      errors={errors}
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH))}
    />
  );
}
