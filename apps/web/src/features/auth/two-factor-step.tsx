import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../shared/http/error-mapping';
import { Button } from '../../shared/ui/button/button';
import { CodeField } from '../../shared/ui/text-field/code-field';
import type { LoginResult } from './api/login.api';
import { useTwoFactorLogin, type SecondFactorVia } from './api/two-factor-login.api';
import styles from './login-form.module.css';

const APP_TEXTS = { prompt: 'auth.twoFactor.prompt', code: 'auth.twoFactor.code', field: 'app_code' };
const EMAIL_TEXTS = { prompt: 'auth.emailCode.prompt', code: 'auth.emailCode.code', field: 'confirm_code' };

/** App and e-mail codes are six digits (RFC 6238 for the app; the server's one-time codes for e-mail). */
const CODE_PATTERN = /^\d{6}$/;

/**
 * The second login step (AUTH-05): the authenticator code after a password (user/twoauth/) or a social
 * sign-in (socauth/twofactor/); the server's refusal is shown as it says it.
 */
export function TwoFactorStep({
  onLoggedIn,
  via,
  login,
}: {
  onLoggedIn: (result: LoginResult) => void;
  via: SecondFactorVia;
  /** What the player logged in with; the e-mail step sends it with the code. */
  login: string;
}) {
  const { t, i18n } = useTranslation();
  const twoAuth = useTwoFactorLogin(via, login);
  const texts = via === 'email' ? EMAIL_TEXTS : APP_TEXTS;
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const failure = twoAuth.error ? toUserError(twoAuth.error, (key) => i18n.exists(key)) : null;
  const fieldErrors = missing
    ? [VALIDATION_MESSAGE_KEYS.required]
    : (failure?.fieldErrors.app_code ?? failure?.fieldErrors.confirm_code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    setMissing(!CODE_PATTERN.test(trimmed));
    if (!CODE_PATTERN.test(trimmed)) return;
    twoAuth.mutate(trimmed, { onSuccess: onLoggedIn });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t(texts.prompt)}</p>
      <CodeField
        label={t(texts.code)}
        name={texts.field}
        autoFocus
        value={code}
        onChange={(typed) => {
          setCode(typed);
          setMissing(false);
          twoAuth.reset();
        }}
        errors={fieldErrors}
      />
      {failure && !fieldErrors ? (
        <p className={styles.error} role="alert">
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="l"
        block
        loading={twoAuth.isPending}
        loadingText={t('common.loading')}
      >
        {t('auth.twoFactor.submit')}
      </Button>
    </form>
  );
}
