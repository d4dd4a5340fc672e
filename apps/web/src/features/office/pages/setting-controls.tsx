import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toUserError } from '../../../shared/http/error-mapping';
import { notify } from '../../../shared/ui/notification/notification.store';
import styles from './pages.module.css';

/** What a settings change says when it is saved, or why it was not. */
export function useSavedNotice() {
  const { t, i18n } = useTranslation();
  return {
    onSuccess: () => notify({ type: 'success', title: t('office.settings.saved') }),
    onError: (error: unknown) =>
      notify({
        type: 'error',
        title: t('office.settings.notSaved'),
        text: t(toUserError(error, (key) => i18n.exists(key)).messageKey),
      }),
  };
}

interface SettingToggleProps {
  title: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: its name and explanation, and a switch (a checkbox with the switch role). */
export function SettingToggle({ title, hint, checked, disabled, onChange }: SettingToggleProps) {
  const hintId = useId();
  return (
    <label className={styles.toggle}>
      <span className={styles.toggleText}>
        <span className={styles.toggleTitle}>{title}</span>
        {hint ? (
          <span id={hintId} className={styles.toggleHint}>
            {hint}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

interface ChoiceGroupProps {
  name: string;
  label: string;
  value: number;
  options: readonly { value: number; label: string }[];
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** One of a few choices, all in view (radio buttons). */
export function ChoiceGroup({ name, label, value, options, disabled, onChange }: ChoiceGroupProps) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
