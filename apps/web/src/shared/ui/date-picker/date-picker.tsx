import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isValidDate } from '@sportsbook/core/validation/strict-date';
import { useDropdown } from '../dropdown/use-dropdown';
import { describedBy, FieldFrame } from '../field/field-frame';
import { ExtraIcon } from '../icon/extra-icon';
import { Calendar } from './calendar';
import { DISPLAY_FORMAT, displayOf, parseDateValue, readTyped, toDateValue, today } from './date-value';
import styles from './date-picker.module.css';

interface DatePickerProps {
  label: string;
  labelHidden?: boolean;
  /** `yyyy-MM-dd`, '' when empty, or half-typed text that validation rejects. */
  value: string;
  onChange: (value: string) => void;
  min?: Date;
  max?: Date;
  locale: string;
  errors?: readonly string[];
  hint?: ReactNode;
  tooltip?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/** A date typed as dd.MM.yyyy (parsed strictly) or picked from a calendar limited to min and max. */
export function DatePicker({
  label,
  labelHidden,
  value,
  onChange,
  min,
  max,
  locale,
  errors = [],
  hint,
  tooltip,
  placeholder,
  required,
  disabled,
  name,
}: DatePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { open, close, toggle, rootRef } = useDropdown('click');
  const [typed, setTyped] = useState<string | null>(null);
  const selected = parseDateValue(value);
  const invalid = errors.length > 0;

  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      errors={errors}
      hint={hint}
      tooltip={tooltip}
      required={required}
    >
      <div className={styles.root} ref={rootRef}>
        <div className={`${styles.control} ${invalid ? styles.invalid : ''}`}>
          <input
            id={id}
            name={name}
            className={styles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder ?? DISPLAY_FORMAT.toLowerCase()}
            disabled={disabled}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(id, errors, hint)}
            value={typed ?? displayOf(value)}
            onChange={(event) => {
              const next = readTyped(event.target.value);
              setTyped(next.display);
              onChange(next.value);
            }}
            onBlur={() => setTyped(null)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={t('ui.date.open')}
            aria-expanded={open}
            disabled={disabled}
            onClick={toggle}
          >
            <ExtraIcon name="calendar" size={18} />
          </button>
        </div>
        {open ? (
          <div className={styles.panel} role="dialog" aria-label={label}>
            <Calendar
              selected={isValidDate(selected) ? selected : undefined}
              min={min}
              max={max}
              initial={max && max < today() ? max : today()}
              locale={locale}
              onPick={(date) => {
                setTyped(null);
                onChange(toDateValue(date));
                close();
              }}
            />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
