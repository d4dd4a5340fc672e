import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { Link } from 'react-router';
import { errorKey, toUserError } from '../../shared/http/error-mapping';
import { useLang } from '../../shared/i18n/use-lang';
import { Button } from '../../shared/ui/button/button';
import { Checkbox } from '../../shared/ui/checkbox/checkbox';
import { Icon } from '../../shared/ui/icon/icon';
import { TextField } from '../../shared/ui/text-field/text-field';
import { useLogin, type LoginAnswer } from './api/login.api';
import styles from './login-form.module.css';

interface LoginFormProps {
  onLoggedIn: (result: LoginAnswer, login: string) => void;
  /** Shows the "no account yet" line; the login panel draws its own below every kind of login. */
  onRegister?: () => void;
}

type FieldErrors = Partial<Record<'login' | 'password', string[]>>;

function requiredErrors(login: string, password: string): FieldErrors {
  const missing = [VALIDATION_MESSAGE_KEYS.authRequiredField];
  return { ...(login ? {} : { login: missing }), ...(password ? {} : { password: missing }) };
}

export function LoginForm({ onLoggedIn, onRegister }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const login = useLogin();
  const [values, setValues] = useState({ login: '', password: '', remember: true });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const serverError = login.error ? toUserError(login.error, (key) => i18n.exists(key)) : null;
  const fieldErrors = { ...serverError?.fieldErrors, ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { login: values.login.trim(), password: values.password };
    const errors = requiredErrors(input.login, input.password);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    login.mutate(
      { ...input, remember_auth: values.remember },
      { onSuccess: (response) => onLoggedIn(response.data, input.login) },
    );
  };

  const update = (field: 'login' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.login.identifier')}
        name="login"
        autoComplete="username"
        autoFocus
        value={values.login}
        onChange={(value) => update('login', value)}
        errors={fieldErrors.login}
      />
      <TextField
        label={t('auth.login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => update('password', value)}
        errors={fieldErrors.password}
        adornment={
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setShowPassword((shown) => !shown)}
            aria-pressed={showPassword}
            aria-label={t(showPassword ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
          >
            <Icon name={showPassword ? 'eyeOff' : 'eye'} size={16} />
          </button>
        }
      />
      <Checkbox
        checked={values.remember}
        onChange={(remember) => setValues((current) => ({ ...current, remember }))}
      >
        {t('auth.login.remember')}
      </Checkbox>
      {serverError ? (
        <p className={styles.error} role="alert">
          {serverError.text ?? t(serverError.messageKey)}
          {serverError.messageKey === errorKey('ACCOUNT_BLOCKED') ? (
            <>
              {' '}
              <Link to={`/${lang}/block/appeal`} className={styles.link}>
                {t('page.block.appeal')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="l"
        block
        loading={login.isPending}
        loadingText={t('common.loading')}
      >
        {t('auth.login.submit')}
      </Button>
      {onRegister ? (
        <p className={styles.register}>
          {t('auth.login.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={onRegister}>
            {t('auth.registration.open')}
          </button>
        </p>
      ) : null}
    </form>
  );
}
