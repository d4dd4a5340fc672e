import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import styles from './footer.module.css';

/** The operator, its licence and the age limit: what a regulator and a careful player look for first. */
export function FooterLicence() {
  const { t } = useTranslation();
  const lang = useLang();
  const { global, licence, footer, derived } = useSiteConfig();
  const licensed = licence.regulator && licence.number;
  const licenceText = licensed
    ? t('footer.licence', {
        company: global.legalCompanyName,
        regulator: licence.regulator,
        number: licence.number,
      })
    : t('footer.operator', { company: global.legalCompanyName });
  return (
    <div className={styles.legal}>
      {footer.ageNotice ? (
        <span className={styles.age} aria-label={t('footer.ageLabel', { age: derived.minimumAge })}>
          {derived.minimumAge}+
        </span>
      ) : null}
      <div className={styles.legalText}>
        <p>
          {licensed && licence.url ? (
            <a href={licence.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {licenceText}
            </a>
          ) : (
            licenceText
          )}
        </p>
        <p>
          {t('footer.responsible', { age: derived.minimumAge })}{' '}
          <Link to={`/${lang}/information/responsiblegaming`} className={styles.link}>
            {t('footer.responsibleLink')}
          </Link>
        </p>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {global.name}. {t('footer.rights')}
        </p>
      </div>
    </div>
  );
}
