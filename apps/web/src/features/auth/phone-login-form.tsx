import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { checkPhone, type PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { toUserError } from '../../shared/http/error-mapping';
import { Button } from '../../shared/ui/button/button';
import { Checkbox } from '../../shared/ui/checkbox/checkbox';
import { PasswordField } from '../../shared/ui/password-field/password-field';
import { PhoneInput } from '../../shared/ui/phone-input/phone-input';
import { useLogin, type LoginAnswer } from './api/login.api';
import { usePhoneLists } from './use-phone-lists';
import styles from './login-form.module.css';

/** Login by phone number and password (AUTH-01 phone_number): the number goes as +<code><number>. */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginAnswer, login: string) => void }) {
  const { t, i18n } = useTranslation();
  const login = useLogin();
  const lists = usePhoneLists();
  const [phone, setPhone] = useState<PhoneValue>();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const failure = login.error ? toUserError(login.error, (key) => i18n.exists(key)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneProblem = phone?.phoneNum ? checkPhone(phone) : VALIDATION_MESSAGE_KEYS.authRequiredField;
    const next = {
      ...(phoneProblem ? { phone: [phoneProblem] } : {}),
      ...(password ? {} : { password: [VALIDATION_MESSAGE_KEYS.authRequiredField] }),
    };
    setErrors(next);
    if (Object.keys(next).length > 0 || !phone) return;
    login.mutate(
      { login: `+${phone.fullPhone}`, password, remember_auth: remember },
      { onSuccess: (response) => onLoggedIn(response.data, `+${phone.fullPhone}`) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneInput
        label={t('auth.login.phone')}
        value={phone}
        {...lists}
        errors={errors.phone}
        onChange={(value) => {
          setPhone(value);
          setErrors(({ phone: _phone, ...rest }) => rest);
        }}
      />
      <PasswordField
        label={t('auth.login.password')}
        autoComplete="current-password"
        value={password}
        errors={errors.password ?? failure?.fieldErrors.password}
        onChange={(value) => {
          setPassword(value);
          setErrors(({ password: _password, ...rest }) => rest);
        }}
      />
      <Checkbox checked={remember} onChange={setRemember}>
        {t('auth.login.remember')}
      </Checkbox>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure.text ?? t(failure.messageKey)}
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
    </form>
  );
}
