import { useTranslation } from '../../i18n/use-translation';
import { useMessageText } from '../../i18n/use-message-text';
import { Button } from '../../ui/button/button';
import { Icon } from '../../ui/icon/icon';
import { TextField } from '../../ui/text-field/text-field';
import { asText, type FieldProps } from './field-props';
import { useFormEnvironment } from './form-environment';
import { useFieldLabels } from './use-field-labels';
import styles from './fields.module.css';

/** The phone code button field: sends the confirmation code, then offers to send it again. */
export function PhoneCodeButtonField() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { phoneFlow } = useFormEnvironment();
  if (phoneFlow.confirmed) return null;
  return (
    <div className={styles.codeRow}>
      <Button variant="secondary" block loading={phoneFlow.sending} onClick={phoneFlow.send}>
        {t(phoneFlow.codeSent ? 'registration.phone.resend' : 'registration.phone.send')}
      </Button>
      {!phoneFlow.codeSent && phoneFlow.errors.length > 0 ? (
        <p className={styles.flowError} role="alert">
          {phoneFlow.errors.map(messageText).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * phone_confirmation (REG-26): before a code is sent it offers to send one; then the code input (as long as
 * the server said) with its confirm button; once confirmed, a mark that the phone is confirmed.
 */
export function PhoneConfirmationField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels(field);
  const { phoneFlow } = useFormEnvironment();
  const hasSendButton = phoneFlow.hasCodeButton;
  if (phoneFlow.confirmed) {
    return (
      <p className={styles.confirmed} role="status">
        <Icon name="check" size={18} />
        {t('registration.phone.confirmed')}
      </p>
    );
  }
  if (!phoneFlow.codeSent) return hasSendButton ? null : <PhoneCodeButtonField />;
  return (
    <div className={styles.codeRow}>
      <p className={styles.codeSent}>{t('registration.phone.sent')}</p>
      <div className={styles.codeInputs}>
        <TextField
          {...labels}
          name={field.id}
          value={asText(value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={phoneFlow.codeLength ?? field.max_length}
          required
          errors={[...errors, ...phoneFlow.errors]}
          onChange={(next) => onChange(next.trim())}
          onBlur={onBlur}
        />
        <Button variant="primary" loading={phoneFlow.confirming} onClick={phoneFlow.confirm}>
          {t('registration.phone.confirm')}
        </Button>
      </div>
      {hasSendButton ? null : <PhoneCodeButtonField />}
    </div>
  );
}
