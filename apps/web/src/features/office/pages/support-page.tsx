import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { buttonClassName } from '../../../shared/ui/button/button';
import { InfoList } from '../ui/info-list';
import { OfficeCard } from '../ui/office-card';
import { isSupportOpen } from './support-hours';
import { SupportPinCard } from './support-pin-card';
import styles from './support.module.css';

/**
 * Support (ACC-27): when the team answers (the configuration's hours, UTC), the desk that serves the page's
 * language, and the ways to reach it. The contact card wears the consultant colours.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { support } = useSiteConfig();
  const open = isSupportOpen(support.timeStart, support.timeEnd, new Date());
  const roundTheClock = support.timeStart === support.timeEnd;
  const desk = support.consultantIds.byLanguage[lang] ?? support.consultantIds.default;
  const colours = support.consultantColors;
  return (
    <>
      <section
        className={styles.contact}
        style={{ background: colours.background, color: colours.text }}
        aria-labelledby="support-contact"
      >
        <div className={styles.contactHead} style={{ background: colours.accent }}>
          <h2 id="support-contact" className={styles.contactTitle}>
            {t('office.support.title')}
          </h2>
          <span className={styles.status} data-open={open || undefined}>
            {t(open ? 'office.support.online' : 'office.support.offline')}
          </span>
        </div>
        <p className={styles.contactText}>
          {t(open ? 'office.support.openText' : 'office.support.closedText')}
        </p>
        <div className={styles.contactActions}>
          <Link
            to={`/${lang}/office/admin-request`}
            className={buttonClassName({ variant: 'primary', size: 'l' })}
          >
            {t('office.support.write')}
          </Link>
          <Link to={`/${lang}/information/contacts`} className={buttonClassName({ size: 'l' })}>
            {t('office.support.contacts')}
          </Link>
        </div>
      </section>
      <OfficeCard title={t('office.support.details')}>
        <InfoList
          rows={[
            {
              label: t('office.support.hours'),
              value: roundTheClock
                ? t('office.support.always')
                : t('office.support.between', { from: support.timeStart, to: support.timeEnd }),
            },
            { label: t('office.support.desk'), value: <span dir="ltr">{desk}</span> },
            { label: t('office.support.language'), value: support.isoLanguage.toUpperCase() },
          ]}
        />
      </OfficeCard>
      <SupportPinCard />
    </>
  );
}
