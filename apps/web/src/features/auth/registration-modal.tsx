import { REGISTRATION_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../shared/analytics/track-event';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import type { ModalProps } from '../../shared/ui/modal/modal-host';
import { Dialog } from '../../shared/ui/modal/dialog';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { RegistrationView } from './registration/view/registration-view';
import styles from './registration-modal.module.css';

/** The page's area (`casino`, `line`, ...) as the main flow's `section` (REG-05). */
function sectionOf(pathname: string): string {
  return pathname.split('/')[2] || 'home';
}

/** Registration as a pop-up over the page the player is on (REG-01, popup variant of the main flow). */
export function RegistrationModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <Dialog
      title={t('auth.registration.title')}
      onClose={onClose}
      buttons={null}
      size="l"
      closeOnOutsideClick={false}
    >
      <RegistrationView
        flow={{ isWidget: false, section: sectionOf(pathname) }}
        variant="popup"
        onFinished={onClose}
      />
      <p className={styles.footer}>
        {t('registration.haveAccount')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            trackEvent(REGISTRATION_EVENT.TO_LOGIN);
            onClose();
            openModal('login');
          }}
        >
          {t('auth.login.submit')}
        </button>
      </p>
    </Dialog>
  );
}
