import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { checkEmail } from '@sportsbook/core/validation/email.rule';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { ExtraIcon } from '../../../shared/ui/icon/extra-icon';
import { TextField } from '../../../shared/ui/text-field/text-field';
import { useRequestReset } from './password-reset.api';
import styles from '../auth-page.module.css';

/** Step one of a reset: the e-mail to send the link to (AUTH-08). */
export function RequestResetForm() {
  const { t, i18n } = useTranslation();
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const failure = request.error ? toUserError(request.error, (key) => i18n.exists(key)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = trimmed ? checkEmail(trimmed)?.key : VALIDATION_MESSAGE_KEYS.required;
    setErrors(problem ? [problem] : []);
    if (!problem) request.mutate(trimmed);
  };

  if (request.isSuccess) {
    return (
      <div className={styles.result} role="status">
        <ExtraIcon name="mail" size={32} className={styles.resultIcon} />
        <h1 className={styles.title}>{t('auth.reset.sentTitle')}</h1>
        <p className={styles.lead}>{t('auth.reset.sentText', { email: email.trim() })}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h1 className={styles.title}>{t('auth.reset.title')}</h1>
      <p className={styles.lead}>{t('auth.reset.text')}</p>
      <TextField
        label={t('auth.reset.email')}
        type="email"
        autoComplete="email"
        value={email}
        errors={[...errors, ...(failure?.fieldErrors.email ?? [])]}
        onChange={(value) => {
          setEmail(value);
          setErrors([]);
        }}
        autoFocus
      />
      {failure && !failure.fieldErrors.email ? (
        <p className={styles.error} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="l" block loading={request.isPending}>
        {t('auth.reset.send')}
      </Button>
    </form>
  );
}
