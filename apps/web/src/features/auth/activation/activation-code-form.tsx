import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { checkSmsCode } from '@sportsbook/core/validation/sms-code.rule';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { TextField } from '../../../shared/ui/text-field/text-field';
import { ACTIVATION_CODE_LENGTH, useActivateByCode } from '../api/activation.api';
import styles from './activation.module.css';

/** The activation letter's code for `email`, checked here for its length, then by the server (activatefast). */
export function ActivationCodeForm({ email, onActivated }: { email: string; onActivated: () => void }) {
  const { t, i18n } = useTranslation();
  const activate = useActivateByCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const failure = activate.error ? toUserError(activate.error, (key) => i18n.exists(key)) : null;
  const fieldErrors = failure?.fieldErrors.confirm_code;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkSmsCode(code, { length: ACTIVATION_CODE_LENGTH, mask: /^\d+$/ });
    setProblem(invalid);
    if (invalid) return;
    activate.mutate({ email, confirm_code: code }, { onSuccess: onActivated });
  };

  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.activation.code')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={ACTIVATION_CODE_LENGTH}
        errors={problem ? [problem] : fieldErrors}
        onChange={(value) => setCode(value.trim())}
      />
      {failure && !fieldErrors ? (
        <p className={styles.alert} role="alert">
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={activate.isPending}>
        {t('auth.activation.confirm')}
      </Button>
    </form>
  );
}
