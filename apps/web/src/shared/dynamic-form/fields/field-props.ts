import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';

/** What every field component gets: its shaped descriptor, value and the messages to show. */
export interface FieldProps {
  field: RegistrationField;
  value: unknown;
  errors: readonly string[];
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
