import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ExtraIcon } from '../icon/extra-icon';
import { isWithin, monthGrid, toDateValue } from './date-value';
import styles from './date-picker.module.css';

interface CalendarProps {
  /** The chosen date, if any; the calendar opens on its month. */
  selected?: Date;
  min?: Date;
  max?: Date;
  /** The month shown when nothing is chosen. */
  initial: Date;
  locale: string;
  onPick: (date: Date) => void;
}

const MONDAY = new Date(Date.UTC(2024, 0, 1));

/** A month of days to pick from; days outside min and max cannot be picked. */
export function Calendar({ selected, min, max, initial, locale, onPick }: CalendarProps) {
  const { t } = useTranslation();
  const start = selected ?? initial;
  const [month, setMonth] = useState({ year: start.getUTCFullYear(), month: start.getUTCMonth() });
  const weeks = useMemo(() => monthGrid(month.year, month.month), [month]);
  const formats = useMemo(
    () => ({
      title: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const shift = (delta: number) =>
    setMonth(({ year, month: current }) => {
      const date = new Date(Date.UTC(year, current + delta, 1));
      return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
    });
  const selectedValue = selected ? toDateValue(selected) : undefined;

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('ui.date.previousMonth')}
          onClick={() => shift(-1)}
        >
          <ExtraIcon name="chevronEnd" size={16} className={styles.flip} />
        </button>
        <span className={styles.monthTitle} aria-live="polite">
          {formats.title.format(new Date(Date.UTC(month.year, month.month, 1)))}
        </span>
        <button
          type="button"
          className={styles.navButton}
          aria-label={t('ui.date.nextMonth')}
          onClick={() => shift(1)}
        >
          <ExtraIcon name="chevronEnd" size={16} className={styles.mirror} />
        </button>
      </div>
      <table className={styles.grid} role="grid">
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, day) => (
              <th key={day} scope="col" className={styles.weekday}>
                {formats.weekday.format(new Date(MONDAY.getTime() + day * 86_400_000))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, day) => (
                <td key={day}>
                  {date ? (
                    <button
                      type="button"
                      className={styles.day}
                      aria-label={formats.day.format(date)}
                      aria-pressed={toDateValue(date) === selectedValue}
                      disabled={!isWithin(date, min, max)}
                      onClick={() => onPick(date)}
                    >
                      {date.getUTCDate()}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
