import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { FooterLicence } from './footer-licence';
import styles from './footer.module.css';

/** Brand names: shown as written in every language. */
const PAYMENT_METHODS = [
  'Visa',
  'Mastercard',
  'Apple Pay',
  'Google Pay',
  'Skrill',
  'Neteller',
  'Bitcoin',
  'USDT',
  'Ethereum',
];
const LEAGUES = [
  'UEFA Champions League',
  'Premier League',
  'LaLiga',
  'Serie A',
  'Bundesliga',
  'NBA',
  'NHL',
  'ATP',
  'IPL',
];

const COLUMNS: readonly { titleKey: string; links: readonly { path: string; labelKey: string }[] }[] = [
  {
    titleKey: 'footer.column.betting',
    links: [
      { path: 'line', labelKey: 'routes.line' },
      { path: 'live', labelKey: 'routes.live' },
      { path: 'results', labelKey: 'routes.results' },
      { path: 'statistics', labelKey: 'routes.statistics' },
      { path: 'express-of-the-day', labelKey: 'routes.expressOfTheDay' },
    ],
  },
  {
    titleKey: 'footer.column.games',
    links: [
      { path: 'casino', labelKey: 'routes.casino' },
      { path: 'live-casino', labelKey: 'routes.liveCasino' },
      { path: 'virtualsports', labelKey: 'routes.virtualSports' },
      { path: 'toto', labelKey: 'routes.toto' },
      { path: 'tournaments', labelKey: 'routes.tournaments' },
    ],
  },
  {
    titleKey: 'footer.column.more',
    links: [
      { path: 'promotions', labelKey: 'routes.promotions' },
      { path: 'partners', labelKey: 'routes.partners' },
      { path: 'mobile-apps', labelKey: 'routes.mobileApps' },
      { path: 'cash-terminals', labelKey: 'routes.cashTerminals' },
      { path: 'sms-bets', labelKey: 'routes.smsBets' },
    ],
  },
];

function Row({ titleKey, items }: { titleKey: string; items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <h2 className={styles.rowTitle}>{t(titleKey)}</h2>
      <ul className={styles.chips}>
        {items.map((item) => (
          <li key={item} className={styles.chip} dir="ltr">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const { footer } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {footer.paymentsSlider ? <Row titleKey="footer.payments" items={PAYMENT_METHODS} /> : null}
        {footer.leaguesSlider ? <Row titleKey="footer.leagues" items={LEAGUES} /> : null}
        <div className={styles.columns}>
          <nav className={styles.column} aria-labelledby="footer-info">
            <h2 id="footer-info" className={styles.columnTitle}>
              {t('footer.column.information')}
            </h2>
            <ul>
              {footer.infoLinks.map((link) => (
                <li key={link.link}>
                  <Link to={`/${lang}${link.link}`} className={styles.link}>
                    {t(link.langKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {COLUMNS.map((column) => (
            <nav key={column.titleKey} className={styles.column} aria-label={t(column.titleKey)}>
              <h2 className={styles.columnTitle}>{t(column.titleKey)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link to={`/${lang}/${link.path}`} className={styles.link}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <FooterLicence />
      </div>
    </footer>
  );
}
