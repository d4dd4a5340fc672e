import { REGISTRATION_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../shared/analytics/track-event';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { RegistrationView } from './registration/view/registration-view';
import styles from './auth-page.module.css';

/**
 * /:lang/registration: the form embedded in a page (the widget variant). Partners embedding it on their own
 * pages open it with `?widget=1`, which asks for the widget flow's registration data (REG-01).
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const openModal = useModalStore((state) => state.openModal);
  const isWidget = searchParams.get('widget') === '1';
  return (
    <section className={styles.page}>
      <div className={`${styles.card} ${styles.wide}`}>
        <h1 className={styles.title}>{t('auth.registration.title')}</h1>
        <RegistrationView flow={{ isWidget, section: 'registration' }} variant="widget" />
        <p className={styles.aside}>
          {t('registration.haveAccount')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              trackEvent(REGISTRATION_EVENT.TO_LOGIN);
              openModal('login');
            }}
          >
            {t('auth.login.submit')}
          </button>
        </p>
      </div>
    </section>
  );
}
