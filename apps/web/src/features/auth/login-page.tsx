import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { LoginForm } from './login-form';
import { useCompleteLogin } from './use-complete-login';
import styles from './auth-page.module.css';

/** The login screen for direct links (/:lang/login); the header opens the same form as a modal. */
export function LoginPage() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((state) => state.openModal);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('auth.login.title')}</h1>
        <LoginForm onLoggedIn={completeLogin} onRegister={() => openModal('registration')} />
      </div>
    </section>
  );
}
