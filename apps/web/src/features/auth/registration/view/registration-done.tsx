import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useConfigText } from '../../../../shared/i18n/use-config-text';
import { useLang } from '../../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../../shared/site-config/site-config.api';
import { Button, type ButtonVariant } from '../../../../shared/ui/button/button';
import { ExtraIcon } from '../../../../shared/ui/icon/extra-icon';
import { Icon } from '../../../../shared/ui/icon/icon';
import { notify } from '../../../../shared/ui/notification/notification.store';
import type { RegistrationData } from '../api/registration-setup.api';
import type { RegistrationResult } from '../api/registration-submit.api';
import { decodePassword, downloadCredentials, offerToPasswordManager } from './credentials';
import styles from './registration.module.css';

interface RegistrationDoneProps {
  result: RegistrationResult;
  data: RegistrationData | null;
  /** Leaves the success screen: to `path`, else the configured route, else back to the page. */
  onContinue: (path?: string) => void;
}

const SAVE_BUTTON_VARIANT: Record<string, ButtonVariant> = {
  primary: 'primary',
  secondary: 'secondary',
  link: 'ghost',
};

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    notify({ type: 'success', title: t('registration.copied') });
  };
  return (
    <div className={styles.credential}>
      <span className={styles.credentialLabel}>{label}</span>
      <span className={styles.credentialValue} dir="ltr">
        {value}
      </span>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={t('registration.copyValue', { label })}
        onClick={copy}
      >
        <ExtraIcon name="copy" size={16} />
      </button>
    </div>
  );
}

/**
 * After registering: one-click shows the new account id and password once, with copy and save (REG-28);
 * e-mail registration says an activation letter went out; every type links on to deposit and identification.
 */
export function RegistrationDone({ result, data, onContinue }: RegistrationDoneProps) {
  const { t } = useTranslation();
  const text = useConfigText();
  const lang = useLang();
  const { global } = useSiteConfig();
  const config = data?.additionalConfig;
  const password = result.password ? decodePassword(result.password) : null;

  const save = () => {
    if (!password) return;
    const lines = [
      `${t('registration.done.accountId')}: ${result.login}`,
      `${t('registration.done.password')}: ${password}`,
    ];
    offerToPasswordManager({ id: result.login, password, name: global.name });
    downloadCredentials(global.name, lines, `${global.name}-${result.login}.txt`);
  };

  return (
    <section className={styles.done} aria-labelledby="registration-done-title">
      <span className={styles.doneBadge}>
        <Icon name="check" size={28} />
      </span>
      <h3 id="registration-done-title" className={styles.doneTitle}>
        {t('registration.done.title')}
      </h3>
      {password ? (
        <>
          <p className={styles.doneText}>{t('registration.done.fastText')}</p>
          {config?.isLoginSavingNotificationVisible === false ? null : (
            <p className={styles.reminder} role="note">
              <Icon name="alert" size={18} />
              {t('registration.done.saveReminder')}
            </p>
          )}
          <div className={styles.credentials}>
            <CopyRow label={t('registration.done.accountId')} value={result.login} />
            <CopyRow label={t('registration.done.password')} value={password} />
          </div>
          <Button
            variant={SAVE_BUTTON_VARIANT[config?.saveLoginButtonDesign ?? 'primary']}
            block
            onClick={save}
          >
            {t('registration.done.save')}
          </Button>
        </>
      ) : (
        <p className={styles.doneText}>
          {result.activationSent ? t('registration.done.activationSent') : t('registration.done.ready')}
        </p>
      )}
      {config?.registrationRedirectText ? (
        <p className={styles.doneHint}>{text(config.registrationRedirectText)}</p>
      ) : null}
      <div className={styles.doneActions}>
        <Button variant="primary" size="l" block onClick={() => onContinue(`/${lang}/office/recharge`)}>
          {text(config?.rechargeButtonText) || t('registration.done.deposit')}
        </Button>
        <Button size="l" block onClick={() => onContinue()}>
          {t('registration.done.continue')}
        </Button>
        <button
          type="button"
          className={styles.doneLink}
          onClick={() => onContinue(`/${lang}/registration/identification`)}
        >
          {t('registration.done.identification')}
        </button>
      </div>
    </section>
  );
}
