import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { checkPhone, type PhoneValue } from '@sportsbook/core/validation/phone.rule';
import { checkSmsCode } from '@sportsbook/core/validation/sms-code.rule';
import { toUserError } from '../../shared/http/error-mapping';
import { Button } from '../../shared/ui/button/button';
import { PhoneInput } from '../../shared/ui/phone-input/phone-input';
import { TextField } from '../../shared/ui/text-field/text-field';
import type { LoginResult } from './api/login.api';
import { useCheckSmsCode, useSendSmsCode } from './api/sms-login.api';
import { useCountdown } from './use-countdown';
import { usePhoneLists } from './use-phone-lists';
import styles from './login-form.module.css';

/**
 * Login by SMS code (AUTH-04): the phone, then sms-auth/send-code, then the code to sms-auth/check-code.
 * The code may be sent again once the server's wait is over.
 */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const { t, i18n } = useTranslation();
  const lists = usePhoneLists();
  const send = useSendSmsCode();
  const check = useCheckSmsCode();
  const [phone, setPhone] = useState<PhoneValue>();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const sent = send.data;
  const hasKey = (key: string) => i18n.exists(key);
  const failure = (check.error ?? send.error) ? toUserError(check.error ?? send.error, hasKey) : null;
  const phoneNumber = phone ? `+${phone.fullPhone}` : '';

  const sendCode = () => {
    const problem = phone?.phoneNum ? checkPhone(phone) : VALIDATION_MESSAGE_KEYS.authRequiredField;
    setErrors(problem ? { phone: [problem] } : {});
    if (problem) return;
    check.reset();
    send.mutate(phoneNumber, { onSuccess: (answer) => setResendAt(Date.now() + answer.resend_in * 1000) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return sendCode();
    const problem = checkSmsCode(code, { length: sent.code_length });
    setErrors(problem ? { sms_code: [problem] } : {});
    if (problem) return;
    check.mutate(
      { phone_number: phoneNumber, sms_code: code, remember_auth: true },
      { onSuccess: onLoggedIn },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneInput
        label={t('auth.login.phone')}
        value={phone}
        {...lists}
        disabled={Boolean(sent)}
        errors={errors.phone ?? failure?.fieldErrors.phone_number}
        onChange={setPhone}
      />
      {sent ? (
        <>
          <p className={styles.hint}>{t('auth.sms.sent', { phone: phoneNumber })}</p>
          <TextField
            label={t('auth.sms.code')}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={sent.code_length}
            autoFocus
            errors={errors.sms_code ?? failure?.fieldErrors.sms_code}
            onChange={(value) => setCode(value.trim())}
          />
          <div className={styles.row}>
            <button
              type="button"
              className={styles.link}
              disabled={secondsLeft > 0 || send.isPending}
              onClick={sendCode}
            >
              {secondsLeft > 0 ? t('auth.sms.resendIn', { seconds: secondsLeft }) : t('auth.sms.resend')}
            </button>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                send.reset();
                check.reset();
                setCode('');
                setResendAt(null);
              }}
            >
              {t('auth.sms.changePhone')}
            </button>
          </div>
        </>
      ) : null}
      {failure && !failure.fieldErrors.sms_code && !failure.fieldErrors.phone_number ? (
        <p className={styles.error} role="alert">
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="l"
        block
        loading={send.isPending || check.isPending}
        loadingText={t('common.loading')}
      >
        {sent ? t('auth.login.submit') : t('auth.sms.send')}
      </Button>
    </form>
  );
}
