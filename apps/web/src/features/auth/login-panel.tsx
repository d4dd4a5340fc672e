import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { LoginIdentifierKind } from '@sportsbook/core/constants/auth.constants';
import { useLang } from '../../shared/i18n/use-lang';
import { SocialButtons } from '../../shared/social/social-buttons';
import type { SocialAnswer } from '../../shared/social/start-social-sign-in';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { secondStepOf, type LoginAnswer, type LoginResult } from './api/login.api';
import type { SecondFactorVia } from './api/two-factor-login.api';
import { SESSION_QUERY_KEY } from './api/session.api';
import { LoginForm } from './login-form';
import { PhoneLoginForm } from './phone-login-form';
import { SmsLoginForm } from './sms-login-form';
import { VipDomainNotice } from './vip-domain-notice';
import styles from './login-panel.module.css';

/** Only players with two-factor on ever need the code step, so it is its own chunk. */
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
);

type LoginTab = 'password' | 'phone' | 'sms';

/** The configured login kinds as tabs: e-mail and id share the password tab; xframe_token has none. */
const TABS: readonly { tab: LoginTab; kinds: readonly LoginIdentifierKind[]; labelKey: string }[] = [
  { tab: 'password', kinds: ['email', 'id'], labelKey: 'auth.login.tab.password' },
  { tab: 'phone', kinds: ['phone_number'], labelKey: 'auth.login.tab.phone' },
  { tab: 'sms', kinds: ['sms'], labelKey: 'auth.login.tab.sms' },
];

interface LoginPanelProps {
  onLoggedIn: (result: LoginResult) => void;
  /** A social sign-in came back asking for the authenticator code. */
  socialSecondFactor?: boolean;
  onRegister: () => void;
  /** Leaving for another page (password recovery) closes the pop-up first. */
  onNavigate?: () => void;
}

/** Every way to log in the configuration allows (AUTH-01), with password recovery and registration. */
export function LoginPanel({ onLoggedIn, onRegister, onNavigate, socialSecondFactor }: LoginPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { auth } = useSiteConfig();
  const tabs = TABS.filter((entry) => entry.kinds.some((kind) => auth.loginKinds.includes(kind)));
  const [chosen, setChosen] = useState<LoginTab>(tabs[0]?.tab ?? 'password');
  const current = tabs.some((entry) => entry.tab === chosen) ? chosen : 'password';
  const [secondStep, setSecondStep] = useState<{ via: SecondFactorVia; login: string } | null>(
    socialSecondFactor ? { via: 'social', login: '' } : null,
  );
  const answered = (answer: LoginAnswer, login: string) => {
    const via = secondStepOf(answer);
    if (via) setSecondStep({ via, login });
    else onLoggedIn(answer as LoginResult);
  };
  const socialAnswered = (answer: SocialAnswer) => {
    if ('twoFactorRequired' in answer) setSecondStep({ via: 'social', login: '' });
    else if ('userId' in answer) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      onLoggedIn({ ...answer, redirectTo: null });
    }
  };

  if (secondStep) {
    return (
      <div className={styles.panel}>
        <Suspense fallback={null}>
          <TwoFactorStep onLoggedIn={onLoggedIn} via={secondStep.via} login={secondStep.login} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <VipDomainNotice />
      {tabs.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={t('auth.login.kinds')}>
          {tabs.map((entry) => (
            <button
              key={entry.tab}
              type="button"
              role="tab"
              id={`login-tab-${entry.tab}`}
              aria-selected={entry.tab === current}
              aria-controls="login-panel"
              className={styles.tab}
              onClick={() => setChosen(entry.tab)}
            >
              {t(entry.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id="login-panel"
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `login-tab-${current}` } : {})}
      >
        {current === 'phone' ? (
          <PhoneLoginForm onLoggedIn={answered} />
        ) : current === 'sms' ? (
          <SmsLoginForm onLoggedIn={onLoggedIn} />
        ) : (
          <LoginForm onLoggedIn={answered} />
        )}
      </div>
      {current === 'sms' ? null : (
        <Link to={`/${lang}/password-reset`} className={styles.forgot} onClick={onNavigate}>
          {t('auth.reset.forgot')}
        </Link>
      )}
      {auth.socialProviders.length > 0 ? (
        <div className={styles.social}>
          <p className={styles.divider}>{t('auth.social.or')}</p>
          <SocialButtons
            providers={auth.socialProviders}
            label={t('auth.social.title')}
            options={() => ({ returnUrl: `${location.pathname}${location.search}` })}
            onAnswer={socialAnswered}
          />
        </div>
      ) : null}
      <p className={styles.register}>
        {t('auth.login.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={onRegister}>
          {t('auth.registration.open')}
        </button>
      </p>
    </div>
  );
}
