import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../shared/http/api-paths';
import { httpRequest } from '../../shared/http/http-client';
import { useLang } from '../../shared/i18n/use-lang';
import { buttonClassName } from '../../shared/ui/button/button';
import { Icon } from '../../shared/ui/icon/icon';
import { Preloader } from '../../shared/ui/preloader/preloader';
import { SESSION_QUERY_KEY } from './api/session.api';
import styles from './auth-page.module.css';

/** /:lang/registration/activate?token=: the e-mailed activation link (AUTH-09), used once on arrival. */
export function ActivationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const activate = useMutation({
    mutationFn: () =>
      httpRequest<unknown>({
        url: `${API_BASE}/api/internal/v1/user/activate`,
        method: 'POST',
        body: { token },
        timeoutMs: PAGE_LOAD_WAIT_MS,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
  const started = useRef(false);
  const { mutate } = activate;
  useEffect(() => {
    // Once per visit: the link is single-use, a second call would report it spent.
    if (started.current || !token) return;
    started.current = true;
    mutate();
  }, [mutate, token]);

  const failed = !token || activate.isError;
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {activate.isSuccess ? (
          <div className={styles.result} role="status">
            <Icon name="check" size={32} className={styles.resultIcon} />
            <h1 className={styles.title}>{t('auth.activation.doneTitle')}</h1>
            <p className={styles.lead}>{t('auth.activation.doneText')}</p>
            <Link
              to={`/${lang}/`}
              className={buttonClassName({ variant: 'primary', size: 'l', block: true })}
            >
              {t('page.actions.home')}
            </Link>
          </div>
        ) : failed ? (
          <div className={styles.result} role="alert">
            <Icon name="alert" size={32} />
            <h1 className={styles.title}>{t('auth.activation.failedTitle')}</h1>
            <p className={styles.lead}>{t('messages.validation_link_invalid')}</p>
            <Link
              to={`/${lang}/office/email/activation`}
              className={buttonClassName({ size: 'l', block: true })}
            >
              {t('auth.activation.resend')}
            </Link>
          </div>
        ) : (
          <div className={styles.result} aria-busy="true">
            <Preloader size="m" />
            <p>{t('auth.activation.progress')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
