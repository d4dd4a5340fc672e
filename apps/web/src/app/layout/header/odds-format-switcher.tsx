import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { ODDS_FORMAT_OPTIONS } from '../../../shared/odds/odds-formats';
import { Dropdown } from '../../../shared/ui/dropdown/dropdown';
import { Preloader } from '../../../shared/ui/preloader/preloader';
import styles from './header-controls.module.css';

const OddsFormatOptions = lazy(() =>
  import('./odds-format-options').then((module) => ({ default: module.OddsFormatOptions })),
);

/** The six odds formats (cfview), remembered under the odds-format storage key. */
export function OddsFormatSwitcher() {
  const { t } = useTranslation();
  const format = useOddsFormatStore((state) => state.format);
  const current = ODDS_FORMAT_OPTIONS.find((option) => option.format === format);
  return (
    <Dropdown
      ariaLabel={t('odds.label')}
      triggerClassName={styles.control}
      label={
        <>
          <span className={styles.muted}>{t('odds.label')}:</span>
          <span>{current ? t(current.labelKey) : ''}</span>
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<Preloader />}>
          <OddsFormatOptions onChosen={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
