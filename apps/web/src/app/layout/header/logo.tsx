import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import styles from './header.module.css';

/** The partner's logo mark and brand name, both from the site configuration. */
export function Logo() {
  const lang = useLang();
  const { global, customize } = useSiteConfig();
  return (
    <Link to={`/${lang}/`} className={styles.logo} aria-label={global.name}>
      <img src={customize.logoUrl} alt="" width={30} height={30} className={styles.logoMark} />
      <span className={styles.logoName}>{global.name}</span>
    </Link>
  );
}
