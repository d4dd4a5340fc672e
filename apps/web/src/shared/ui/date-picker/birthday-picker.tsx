import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isValidDate } from '@sportsbook/core/validation/strict-date';
import { describedBy, FieldFrame } from '../field/field-frame';
import { daysInMonth, parseDateValue } from './date-value';
import styles from './date-picker.module.css';

interface BirthdayPickerProps {
  label: string;
  labelHidden?: boolean;
  /** `yyyy-MM-dd`, '' when nothing is chosen, or a partial `yyyy-MM-dd` that validation rejects. */
  value: string;
  onChange: (value: string) => void;
  /** The latest birthday allowed (today minus the minimum age) and the earliest. */
  min: Date;
  max: Date;
  locale: string;
  errors?: readonly string[];
  hint?: ReactNode;
  tooltip?: string;
  required?: boolean;
  disabled?: boolean;
}

interface Parts {
  day: string;
  month: string;
  year: string;
}

function partsOf(value: string): Parts {
  const date = parseDateValue(value);
  if (isValidDate(date)) {
    return {
      day: String(date.getUTCDate()),
      month: String(date.getUTCMonth() + 1),
      year: String(date.getUTCFullYear()),
    };
  }
  const [year = '', month = '', day = ''] = value.split('-');
  return { day: day.replace(/^0/, ''), month: month.replace(/^0/, ''), year };
}

const pad = (part: string, length = 2) => (part ? part.padStart(length, '0') : '');

/**
 * A birthday from three lists (day, month, year) with years only between min and max, so the minimum age is
 * built into the choice; the result is parsed strictly, so 31 April never passes.
 */
export function BirthdayPicker({
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
  required,
  disabled,
}: BirthdayPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Parts>(() => partsOf(value));
  const parts = value === '' && (draft.day || draft.month || draft.year) ? draft : partsOf(value);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
  }, [locale]);
  const years = useMemo(() => {
    const last = max.getUTCFullYear();
    return Array.from({ length: last - min.getUTCFullYear() + 1 }, (_, index) => String(last - index));
  }, [min, max]);
  const dayCount = parts.year && parts.month ? daysInMonth(Number(parts.year), Number(parts.month) - 1) : 31;
  const invalid = errors.length > 0;

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    setDraft(next);
    const anything = next.day || next.month || next.year;
    onChange(anything ? `${pad(next.year, 4)}-${pad(next.month)}-${pad(next.day)}` : '');
  };

  const common = {
    className: `${styles.select} ${invalid ? styles.invalid : ''}`,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, errors, hint),
  };

  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      labelAs="span"
      errors={errors}
      hint={hint}
      tooltip={tooltip}
      required={required}
    >
      <div className={styles.parts} role="group" aria-labelledby={`${id}-label`}>
        <select
          {...common}
          id={id}
          aria-label={t('ui.date.day')}
          value={parts.day}
          onChange={(e) => update({ day: e.target.value })}
        >
          <option value="">{t('ui.date.day')}</option>
          {Array.from({ length: dayCount }, (_, day) => (
            <option key={day} value={String(day + 1)}>
              {day + 1}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('ui.date.month')}
          value={parts.month}
          onChange={(e) => update({ month: e.target.value })}
        >
          <option value="">{t('ui.date.month')}</option>
          {monthNames.map((name, month) => (
            <option key={month} value={String(month + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select
          {...common}
          aria-label={t('ui.date.year')}
          value={parts.year}
          onChange={(e) => update({ year: e.target.value })}
        >
          <option value="">{t('ui.date.year')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
    </FieldFrame>
  );
}
