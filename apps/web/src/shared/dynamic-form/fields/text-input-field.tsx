import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ExtraIcon } from '../../ui/icon/extra-icon';
import { Icon } from '../../ui/icon/icon';
import { notify } from '../../ui/notification/notification.store';
import { TextField } from '../../ui/text-field/text-field';
import { asText, type FieldProps } from './field-props';
import { useFieldLabels } from './use-field-labels';
import styles from './fields.module.css';

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  name: 'given-name',
  surname: 'family-name',
  password: 'new-password',
  password_again: 'new-password',
  address: 'street-address',
  postal_code: 'postal-code',
};

/** input, email and password fields, with the copy and show-password icons when the descriptor asks. */
export function TextInputField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const { t } = useTranslation();
  const labels = useFieldLabels(field);
  const [revealed, setRevealed] = useState(false);
  const isPassword = field.type === 'password';
  const text = asText(value);
  const plainType =
    field.type === 'email' ? 'email' : field.input_type === 'number' ? 'text' : field.input_type;
  const type = isPassword && !revealed ? 'password' : plainType || 'text';

  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    notify({ type: 'success', title: t('registration.copied') });
  };

  const adornment =
    field.show_pass_icon || (isPassword && field.show_pass_icon !== false) ? (
      <button
        type="button"
        className={styles.iconButton}
        aria-pressed={revealed}
        aria-label={t(revealed ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
        onClick={() => setRevealed((shown) => !shown)}
      >
        <Icon name={revealed ? 'eyeOff' : 'eye'} size={16} />
      </button>
    ) : field.show_copy_icon ? (
      <button type="button" className={styles.iconButton} aria-label={t('registration.copy')} onClick={copy}>
        <ExtraIcon name="copy" size={16} />
      </button>
    ) : undefined;

  return (
    <TextField
      {...labels}
      name={field.id}
      type={type}
      value={text}
      required={field.required}
      disabled={field.disabled}
      maxLength={field.max_length}
      autoComplete={AUTOCOMPLETE[field.id] ?? (isPassword ? 'new-password' : 'off')}
      inputMode={field.input_type === 'number' ? 'numeric' : undefined}
      errors={errors}
      adornment={adornment}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
