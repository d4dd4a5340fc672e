import { useState, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon/icon';
import { TextField } from '../text-field/text-field';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'adornment'>;

/** A password input with the eye button that shows what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      autoComplete="new-password"
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={t(shown ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={16} />
        </button>
      }
    />
  );
}
