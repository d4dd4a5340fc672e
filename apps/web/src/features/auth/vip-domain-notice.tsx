import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import styles from './login-panel.module.css';

/**
 * AUTH-23: visitors from the geos the operator lists log in only on the VIP domain; elsewhere the server
 * refuses their login (VIP_DOMAIN_REQUIRED), so the panel says so first and links to the same page there.
 */
export function VipDomainNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const { derived, geo } = useSiteConfig();
  const domain = geo.vipDomain;
  if (!derived.vipDomainAuth || !domain || globalThis.location.hostname === domain) return null;
  const address = `${globalThis.location.protocol}//${domain}${location.pathname}${location.search}`;
  return (
    <div className={styles.notice} role="note">
      <p>{t('auth.vipDomain.notice', { domain })}</p>
      <a href={address} className={styles.noticeLink}>
        {t('auth.vipDomain.go', { domain })}
      </a>
    </div>
  );
}
