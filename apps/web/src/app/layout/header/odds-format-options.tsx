import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { ODDS_FORMAT_OPTIONS } from '../../../shared/odds/odds-formats';
import { ODDS_SAMPLES } from '../../../shared/odds/odds-samples';
import styles from './header-controls.module.css';

/** The odds formats with a sample price each; loaded when the switcher first opens. */
export function OddsFormatOptions({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const format = useOddsFormatStore((state) => state.format);
  const setFormat = useOddsFormatStore((state) => state.setFormat);
  return (
    <ul className={styles.options} aria-label={t('odds.label')}>
      {ODDS_FORMAT_OPTIONS.map((option) => (
        <li key={option.format}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={option.format === format}
            onClick={() => {
              setFormat(option.format);
              onChosen();
            }}
          >
            <span>{t(option.labelKey)}</span>
            <span className={`${styles.optionMeta} tabular`}>{ODDS_SAMPLES[option.format]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
