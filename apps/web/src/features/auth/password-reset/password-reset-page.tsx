import { useSearchParams } from 'react-router';
import { RequestResetForm } from './request-reset-form';
import { SetPasswordForm } from './set-password-form';
import styles from '../auth-page.module.css';

/** /:lang/password-reset: ask for a link, or (from the e-mailed link, `?token=`) choose a new password. */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <section className={styles.page}>
      <div className={styles.card}>{token ? <SetPasswordForm token={token} /> : <RequestResetForm />}</div>
    </section>
  );
}
