import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { ExtraIcon, type ExtraIconName } from '../../shared/ui/icon/extra-icon';
import { useSession } from './api/session.api';
import styles from './registration-identification.module.css';

const STEPS: readonly { path: string; icon: ExtraIconName; titleKey: string; textKey: string }[] = [
  {
    path: 'office/account/edit',
    icon: 'edit',
    titleKey: 'registration.identification.profileTitle',
    textKey: 'registration.identification.profileText',
  },
  {
    path: 'office/identification',
    icon: 'key',
    titleKey: 'registration.identification.verifyTitle',
    textKey: 'registration.identification.verifyText',
  },
  {
    path: 'office/recharge',
    icon: 'gift',
    titleKey: 'registration.identification.depositTitle',
    textKey: 'registration.identification.depositText',
  },
];

/** registrationIdentification (REG-37): the second page after registering, the steps that follow. */
export function RegistrationIdentificationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('registration.identification.eyebrow')}</p>
        <h1 className={styles.title}>{t('registration.identification.title')}</h1>
        {user ? (
          <p className={styles.account}>
            {t('registration.identification.accountId')} <strong dir="ltr">{user.id}</strong>
          </p>
        ) : null}
        <p className={styles.text}>{t('registration.identification.text')}</p>
      </header>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.path}>
            <Link to={`/${lang}/${step.path}`} className={styles.step}>
              <span className={styles.number}>{index + 1}</span>
              <ExtraIcon name={step.icon} size={22} className={styles.icon} />
              <span className={styles.stepTitle}>{t(step.titleKey)}</span>
              <span className={styles.stepText}>{t(step.textKey)}</span>
            </Link>
          </li>
        ))}
      </ol>
      <Link to={`/${lang}/`} className={styles.later}>
        {t('registration.identification.later')}
      </Link>
    </section>
  );
}
