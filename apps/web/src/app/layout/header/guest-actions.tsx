import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button/button';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import styles from './account-area.module.css';

export function GuestActions() {
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <div className={styles.actions}>
      <Button variant="outline" className={styles.login} onClick={() => openModal('login')}>
        {t('header.login')}
      </Button>
      <Button variant="primary" onClick={() => openModal('registration')}>
        {t('header.registration')}
      </Button>
    </div>
  );
}
