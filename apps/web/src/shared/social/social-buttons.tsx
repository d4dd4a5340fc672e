import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@sportsbook/core/constants/auth.constants';
import { ExtraIcon } from '../ui/icon/extra-icon';
import { notify } from '../ui/notification/notification.store';
import { toUserError } from '../http/error-mapping';
import { NoWalletError } from './no-wallet-error';
import { startSocialSignIn, type SocialAnswer, type SocialStartOptions } from './start-social-sign-in';
import styles from './social-buttons.module.css';

interface SocialButtonsProps {
  readonly providers: readonly SocialProvider[];
  readonly label: string;
  /** Read when a button is pressed, so a registration form passes its current country and currency. */
  readonly options: () => SocialStartOptions;
  /** A sign-in finished on the page (a wallet); redirecting providers leave the page instead. */
  readonly onAnswer?: (answer: SocialAnswer) => void;
}

/** One button per social provider; a failure to start is told in a notification. */
export function SocialButtons({ providers, label, options, onAnswer }: SocialButtonsProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const answer = await startSocialSignIn(provider, options());
      if (answer) onAnswer?.(answer);
      else return; // the page is leaving for the provider: keep the button busy
    } catch (error) {
      if (!(error instanceof NoWalletError)) console.error('social sign-in could not start', error);
      const failure = toUserError(error, (key) => i18n.exists(key));
      notify({
        type: 'error',
        title:
          error instanceof NoWalletError
            ? t('auth.social.noWallet')
            : (failure.text ?? t(failure.messageKey)),
      });
    }
    setBusy(null);
  };

  return (
    <div className={styles.group} role="group" aria-label={label}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={styles.button}
          disabled={busy !== null}
          aria-busy={busy === provider}
          aria-label={t('registration.social.with', { provider: SOCIAL_PROVIDER_NAMES[provider] })}
          onClick={() => void start(provider)}
        >
          <ExtraIcon name={provider === 'google' ? 'google' : 'social'} size={18} />
          <span>{SOCIAL_PROVIDER_NAMES[provider]}</span>
        </button>
      ))}
    </div>
  );
}
