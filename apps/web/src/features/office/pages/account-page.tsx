import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../shared/ui/button/button';
import { ExtraIcon, type ExtraIconName } from '../../../shared/ui/icon/extra-icon';
import { Icon } from '../../../shared/ui/icon/icon';
import { useAccountData } from '../api/account-data.api';
import { InfoList, StatusBadge } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { PageError, PageSkeleton } from '../ui/page-state';
import { useDateText } from '../ui/use-date-text';
import { SupportPinCard } from './support-pin-card';
import styles from './pages.module.css';

const SHORTCUTS: readonly { path: string; icon: ExtraIconName; labelKey: string }[] = [
  { path: 'office/account/edit', icon: 'edit', labelKey: 'routes.office.accountEdit' },
  { path: 'office/security/password', icon: 'key', labelKey: 'routes.office.changePassword' },
  { path: 'office/security/sessions', icon: 'desktop', labelKey: 'routes.office.sessionHistory' },
  { path: 'office/settings/account', icon: 'sliders', labelKey: 'routes.office.settingsAccount' },
  { path: 'office/messages', icon: 'bell', labelKey: 'routes.office.messages' },
  { path: 'office/recharge', icon: 'gift', labelKey: 'routes.office.recharge' },
];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toUpperCase())
    .join('');
}

/** The player's initials, or a figure when they have not given a name. */
function Avatar({ name }: { name: string }) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {name ? initialsOf(name) : <Icon name="user" size={26} />}
    </span>
  );
}

/** The account page (ACC-01): who the player is, how to reach them, and the pages they use most. */
export function AccountPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const dateText = useDateText();
  const account = useAccountData();
  if (account.isPending) return <PageSkeleton />;
  if (account.isError) return <PageError error={account.error} onRetry={() => void account.refetch()} />;
  const data = account.data;
  const fullName = [data.fields.name, data.fields.surname].filter(Boolean).join(' ');
  const confirmed = (ok: boolean) => (
    <StatusBadge tone={ok ? 'ok' : 'warn'}>
      {t(ok ? 'office.account.confirmed' : 'office.account.notConfirmed')}
    </StatusBadge>
  );

  return (
    <>
      <OfficeCard>
        <div className={styles.identity}>
          <Avatar name={fullName} />
          <div className={styles.identityText}>
            <p className={styles.identityName}>{fullName || data.login}</p>
            <p className={styles.identityMeta}>
              {t('office.account.id')} <strong dir="ltr">{data.userId}</strong> ·{' '}
              {t('office.account.since', { date: dateText(data.createdAt) })}
            </p>
          </div>
          <Link to={`/${lang}/office/recharge`} className={buttonClassName({ variant: 'primary' })}>
            {t('header.deposit')}
          </Link>
        </div>
      </OfficeCard>
      <OfficeCard title={t('office.account.contacts')}>
        <InfoList
          rows={[
            {
              label: t('office.account.email'),
              value: data.email ? (
                <>
                  <span dir="ltr">{data.email}</span>
                  {confirmed(data.emailConfirmed)}
                </>
              ) : (
                t('office.account.none')
              ),
              action:
                data.email && !data.emailConfirmed ? (
                  <Link to={`/${lang}/office/email/activation`} className={styles.inlineLink}>
                    {t('office.account.confirm')}
                  </Link>
                ) : undefined,
            },
            {
              label: t('office.account.phone'),
              value: data.phone ? (
                <>
                  <span dir="ltr">+{data.phone.replace(/^\+/, '')}</span>
                  {confirmed(data.phoneConfirmed)}
                </>
              ) : (
                t('office.account.none')
              ),
            },
            {
              label: t('office.account.login'),
              value: data.loginName ?? t('office.account.noLogin'),
              action: (
                <Link to={`/${lang}/office/account/change-login`} className={styles.inlineLink}>
                  {t('office.account.change')}
                </Link>
              ),
            },
          ]}
        />
      </OfficeCard>
      <nav className={styles.shortcuts} aria-label={t('office.account.shortcuts')}>
        {SHORTCUTS.map((shortcut) => (
          <Link key={shortcut.path} to={`/${lang}/${shortcut.path}`} className={styles.shortcut}>
            <ExtraIcon name={shortcut.icon} size={20} />
            <span>{t(shortcut.labelKey)}</span>
          </Link>
        ))}
      </nav>
      <SupportPinCard />
    </>
  );
}
