import { useTranslation } from 'react-i18next';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { Dialog } from '../../shared/ui/modal/dialog';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './registration-modal.module.css';

/** Registration arrives with its own issue; until then the button says so plainly instead of failing. */
export function RegistrationModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <Dialog
      title={t('auth.registration.title')}
      onClose={onClose}
      buttons={[
        {
          labelKey: 'auth.registration.haveAccount',
          variant: 'primary',
          onClick: () => {
            onClose();
            openModal('login');
          },
        },
        { labelKey: 'messages.main_close', onClick: onClose },
      ]}
    >
      <div className={styles.body}>
        <span className={styles.badge}>
          <Icon name="tools" size={22} />
        </span>
        <p className={styles.lead}>{t('auth.registration.soonTitle')}</p>
        <p className={styles.text}>{t('auth.registration.soonText')}</p>
      </div>
    </Dialog>
  );
}
