import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Preloader } from '../../shared/ui/preloader/preloader';
import { useLogoutFlow } from './use-logout-flow';
import styles from './auth-page.module.css';

/** /:lang/logout ends the session at once (links in e-mails and other tabs use it). */
export function LogoutPage() {
  const { t } = useTranslation();
  const logout = useLogoutFlow();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: a development double mount must not send a second, refused, log-out.
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);
  return (
    <section className={styles.page} aria-busy="true">
      <div className={styles.card}>
        <Preloader size="m" />
        <p>{t('auth.logout.progress')}</p>
      </div>
    </section>
  );
}
