import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import {
  COOKIE_CONSENT_LEVEL,
  type CookieConsentLevel,
} from '@sportsbook/core/constants/cookie-consent.constants';
import { toUserError } from '../../shared/http/error-mapping';
import { useLang } from '../../shared/i18n/use-lang';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { readStorage, writeStorage } from '../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { Button } from '../../shared/ui/button/button';
import { Checkbox } from '../../shared/ui/checkbox/checkbox';
import { recordCookieConsent } from './cookie-consent.api';
import { consentLevel } from './consent-level';
import styles from './cookie-consent-banner.module.css';

/**
 * The cookie banner (CFG-27), while the configuration shows it (`boolean.cookieConsentBanner`) and the visitor
 * has not chosen yet: optional cookies start unticked; the choice is logged on the server, and the time of
 * agreement kept locally so the banner does not ask again. A failed log keeps the banner asking.
 */
export function CookieConsentBanner() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const { boolean } = useSiteConfig();
  const [choice, setChoice] = useState({ functionality: false, marketing: false });
  const [state, setState] = useState<'asking' | 'saving' | 'done'>(() =>
    readStorage(STORAGE_KEYS.cookiesAgreeTime) === null ? 'asking' : 'done',
  );
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const choose = async (level: CookieConsentLevel) => {
    setState('saving');
    setErrorKey(null);
    try {
      const { agreedAt } = await recordCookieConsent(level);
      writeStorage(STORAGE_KEYS.cookiesAgreeTime, agreedAt);
      setState('done');
    } catch (error) {
      setErrorKey(toUserError(error, (key) => i18n.exists(key)).messageKey);
      setState('asking');
    }
  };

  if (state === 'done' || !boolean.cookieConsentBanner) return null;
  const saving = state === 'saving';
  return (
    <section className={styles.banner} aria-labelledby="cookie-consent-title">
      <h2 id="cookie-consent-title" className={styles.title}>
        {t('cookieConsent.title')}
      </h2>
      <p className={styles.text}>
        {t('cookieConsent.text')} <Link to={`/${lang}/information/cookies`}>{t('cookieConsent.more')}</Link>
      </p>
      <div className={styles.options}>
        <Checkbox
          checked={choice.functionality}
          onChange={(functionality) => setChoice((current) => ({ ...current, functionality }))}
        >
          {t('cookieConsent.functionality')}
        </Checkbox>
        <Checkbox
          checked={choice.marketing}
          onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
        >
          {t('cookieConsent.marketing')}
        </Checkbox>
      </div>
      {errorKey ? (
        <p role="alert" className={styles.error}>
          {t(errorKey)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button size="s" disabled={saving} onClick={() => void choose(consentLevel(choice))}>
          {t('cookieConsent.saveChoice')}
        </Button>
        <Button
          size="s"
          variant="primary"
          disabled={saving}
          onClick={() => void choose(COOKIE_CONSENT_LEVEL.all)}
        >
          {t('cookieConsent.acceptAll')}
        </Button>
      </div>
    </section>
  );
}
