import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { checkEmail } from '@sportsbook/core/validation/email.rule';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { TextArea } from '../../../shared/ui/text-area/text-area';
import { TextField } from '../../../shared/ui/text-field/text-field';
import styles from './office-ui.module.css';

const TEXT_MAX = 4000;

export interface ContactMessage {
  /** Who writes: a name, or the login of an account that cannot log in. */
  sender: string;
  email: string;
  text: string;
}

interface ContactMessageFormProps {
  values: ContactMessage;
  onChange: (field: keyof ContactMessage, value: string) => void;
  /** Called with the trimmed message once every field passes. */
  onSend: (message: ContactMessage) => void;
  sender: { label: string; autoComplete: string; maxLength?: number; errorField: string };
  labels: { email: string; text: string; send: string };
  /** The send call's error: its field errors go under their fields, anything else above the button. */
  error: unknown;
  pending: boolean;
  lead?: ReactNode;
}

/**
 * A message to the operator with an address to answer to (the administration request, the blocked-account
 * appeal): all three fields required, the address checked as an e-mail before anything is sent.
 */
export function ContactMessageForm({
  values,
  onChange,
  onSend,
  sender,
  labels,
  error,
  pending,
  lead,
}: ContactMessageFormProps) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const failure = error ? toUserError(error, (key) => i18n.exists(key)) : null;
  const serverErrors = failure?.fieldErrors ?? {};
  const shown = {
    sender: errors.sender ?? serverErrors[sender.errorField],
    email: errors.email ?? serverErrors.email,
    text: errors.text ?? serverErrors.text,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = { sender: values.sender.trim(), email: values.email.trim(), text: values.text.trim() };
    const required = [VALIDATION_MESSAGE_KEYS.required];
    const emailProblem = message.email ? checkEmail(message.email)?.key : undefined;
    const found: Record<string, string[]> = {
      ...(message.sender ? {} : { sender: required }),
      ...(message.email ? (emailProblem ? { email: [emailProblem] } : {}) : { email: required }),
      ...(message.text ? {} : { text: required }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onSend(message);
  };
  const change = (field: keyof ContactMessage, value: string) => {
    setErrors({});
    onChange(field, value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {lead}
      <TextField
        label={sender.label}
        value={values.sender}
        autoComplete={sender.autoComplete}
        maxLength={sender.maxLength}
        required
        errors={shown.sender}
        onChange={(value) => change('sender', value)}
      />
      <TextField
        label={labels.email}
        type="email"
        value={values.email}
        autoComplete="email"
        required
        errors={shown.email}
        onChange={(value) => change('email', value)}
      />
      <TextArea
        label={labels.text}
        value={values.text}
        maxLength={TEXT_MAX}
        required
        errors={shown.text}
        onChange={(value) => change('text', value)}
      />
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p className={styles.alert} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" size="l" loading={pending}>
          {labels.send}
        </Button>
      </div>
    </form>
  );
}
