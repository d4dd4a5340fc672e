import { useTranslation } from '../../../shared/i18n/use-translation';
import { Icon } from '../../../shared/ui/icon/icon';
import styles from './office-ui.module.css';

/** An account page of a later release, said plainly inside the office frame. */
export function OfficeSoon() {
  const { t } = useTranslation();
  return (
    <div className={styles.state}>
      <span className={styles.stateIcon}>
        <Icon name="tools" size={24} />
      </span>
      <p className={styles.stateTitle}>{t('comingSoon.eyebrow')}</p>
      <p className={styles.stateText}>{t('comingSoon.section.office')}</p>
    </div>
  );
}
