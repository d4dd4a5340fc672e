import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { TextField } from '../../../shared/ui/text-field/text-field';
import styles from './office-ui.module.css';

export interface StepFormProps {
  readonly label: string;
  readonly submitLabel: string;
  readonly pending: boolean;
  readonly error: unknown;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  readonly autoComplete?: string;
  /** A code's exact length (code_length), checked before sending. */
  readonly exactLength?: number;
  readonly onSubmit: (value: string) => void;
  readonly onEdit?: () => void;
}

/**
 * One input and its submit button, for the one-value steps of the phone and e-mail pages (a number, a code,
 * an answer): the value is required, a code must have its length, and the server's field errors show under
 * the input, other failures as an alert.
 */
export function StepForm(props: StepFormProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const failure = props.error ? toUserError(props.error, (key) => i18n.exists(key)) : null;
  const fieldErrors = Object.values(failure?.fieldErrors ?? {}).flat();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const problem = !text
      ? VALIDATION_MESSAGE_KEYS.required
      : props.exactLength && text.length !== props.exactLength
        ? VALIDATION_MESSAGE_KEYS.authIncorrectCode
        : undefined;
    setErrors(problem ? [problem] : []);
    if (!problem) props.onSubmit(text);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={props.label}
        value={value}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.exactLength ?? 255}
        errors={[...errors, ...fieldErrors]}
        onChange={(next) => {
          setValue(next);
          setErrors([]);
          props.onEdit?.();
        }}
      />
      {failure && fieldErrors.length === 0 ? (
        <p className={styles.alert} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" size="l" loading={props.pending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
