import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toUserError } from '../../shared/http/error-mapping';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { Preloader } from '../../shared/ui/preloader/preloader';
import { useFrameAuth } from './api/frame-auth.api';
import { LoginPanel } from './login-panel';
import { useCompleteLogin } from './use-complete-login';
import styles from './auth-page.module.css';

/**
 * The login screen for direct links (/:lang/login); the header opens the same panel as a modal. Opened with
 * `?xframe_token=` (a partner's frame), it logs in with the token at once.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((state) => state.openModal);
  const [searchParams] = useSearchParams();
  const frameToken = searchParams.get('xframe_token');
  const frameAuth = useFrameAuth();
  const started = useRef(false);
  const { mutate } = frameAuth;

  useEffect(() => {
    if (!frameToken || started.current) return;
    started.current = true;
    mutate(frameToken, { onSuccess: completeLogin });
  }, [frameToken, mutate, completeLogin]);

  const frameFailure = frameAuth.error ? toUserError(frameAuth.error, (key) => i18n.exists(key)) : null;
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('auth.login.title')}</h1>
        {frameToken && !frameAuth.isError ? (
          <div className={styles.result} aria-busy="true">
            <Preloader size="m" />
          </div>
        ) : (
          <>
            {frameFailure ? (
              <p className={styles.error} role="alert">
                {t(frameFailure.messageKey)}
              </p>
            ) : null}
            <LoginPanel onLoggedIn={completeLogin} onRegister={() => openModal('registration')} />
          </>
        )}
      </div>
    </section>
  );
}
