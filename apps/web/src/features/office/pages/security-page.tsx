import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSecureOverview } from '../api/security.api';
import { InfoList, StatusBadge } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { useDateText } from '../ui/use-date-text';
import styles from './pages.module.css';

/** Their own chunks: the forms load only once the overview has answered. */
const TwoFactorCard = lazy(() =>
  import('./two-factor-card').then((module) => ({ default: module.TwoFactorCard })),
);
const SocialAccountsCard = lazy(() =>
  import('./social-accounts-card').then((module) => ({ default: module.SocialAccountsCard })),
);
const SecurityQuestionCard = lazy(() =>
  import('./security-question-card').then((module) => ({ default: module.SecurityQuestionCard })),
);

/** The security overview (ACC-22, user/secure): what protects the account, and the latest logins. */
export function SecurityPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const dateText = useDateText();
  const secure = useSecureOverview();
  if (secure.isPending) return <PageSkeleton />;
  if (secure.isError) return <PageError error={secure.error} onRetry={() => void secure.refetch()} />;
  const data = secure.data;
  const state = (ok: boolean, okKey: string, offKey: string) => (
    <StatusBadge tone={ok ? 'ok' : 'warn'}>{t(ok ? okKey : offKey)}</StatusBadge>
  );
  const link = (path: string, key: string) => (
    <Link to={`/${lang}/office/${path}`} className={styles.inlineLink}>
      {t(key)}
    </Link>
  );
  return (
    <>
      <OfficeCard title={t('office.security.title')}>
        <InfoList
          rows={[
            {
              label: t('office.account.email'),
              value: state(data.emailConfirmed, 'office.account.confirmed', 'office.account.notConfirmed'),
              action: data.emailConfirmed ? undefined : link('email/activation', 'office.account.confirm'),
            },
            {
              label: t('office.account.phone'),
              value: state(data.phoneConfirmed, 'office.account.confirmed', 'office.account.notConfirmed'),
            },
            {
              label: t('office.security.twoFactor'),
              value: state(data.twoFactorEnabled, 'office.security.on', 'office.security.off'),
            },
            {
              label: t('office.security.authByEmail'),
              value: state(!data.disableAuthByEmail, 'office.security.on', 'office.security.off'),
              action: link('settings/account', 'office.account.change'),
            },
            {
              label: t('office.security.password'),
              value: data.passwordChangedAt
                ? t('office.security.changedAt', { date: dateText(data.passwordChangedAt) })
                : t('office.security.neverChanged'),
              action: link('security/password', 'office.account.change'),
            },
            {
              label: t('office.security.sessions'),
              value: data.activeSessions,
              action: link('security/sessions', 'office.security.manage'),
            },
          ]}
        />
      </OfficeCard>
      {data.lastLogins.length > 0 ? (
        <OfficeCard title={t('office.security.lastLogins')}>
          <InfoList
            rows={data.lastLogins.map((login) => ({
              label: dateText(login.at),
              value: <span dir="ltr">{login.ip ?? '—'}</span>,
            }))}
          />
        </OfficeCard>
      ) : null}
      <Suspense fallback={<PageSkeleton />}>
        <TwoFactorCard enabled={data.twoFactorEnabled} />
        <SocialAccountsCard />
        <SecurityQuestionCard />
      </Suspense>
    </>
  );
}
