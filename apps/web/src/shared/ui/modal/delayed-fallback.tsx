import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LAZY_COMPONENT_DELAY_MS } from '@sportsbook/core/constants/ui-timing.constants';
import { Preloader } from '../preloader/preloader';
import styles from './dialog.module.css';

/**
 * What a lazy modal shows while its code loads: nothing for the first 200 ms (UI-09), so a fast load never
 * flashes a spinner, then a centred preloader.
 */
export function DelayedFallback({ delayMs = LAZY_COMPONENT_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={t('common.loading')}>
      <Preloader size="m" />
    </div>
  );
}
