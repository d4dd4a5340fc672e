import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { errorKey, toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { CodeField } from '../../../shared/ui/text-field/code-field';
import { notify } from '../../../shared/ui/notification/notification.store';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useSendTwoFactorSms,
  useStartTwoFactor,
} from '../api/two-factor.api';
import { OfficeCard } from '../ui/office-card';
import { QrCodeImage } from './qr-code-image';
import styles from '../ui/office-ui.module.css';

const CODE_PATTERN = /^\d{6}$/;
const codeErrors = (code: string) =>
  CODE_PATTERN.test(code) ? undefined : [VALIDATION_MESSAGE_KEYS.required];

/**
 * Two-factor (ACC-11): set up with the app's secret and a code from it, or switch off with a current code.
 * The state is also kept here because the overview may lag (or, server-side, not report it yet), and a set-up
 * refused with CONFLICT means two-factor is already on.
 */
export function TwoFactorCard({ enabled: reported }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [known, setKnown] = useState<boolean | null>(null);
  const enabled = known ?? reported;
  return (
    <OfficeCard title={t('office.twoFactor.title')} description={t('office.twoFactor.description')}>
      {enabled ? (
        <DisableForm onDone={() => setKnown(false)} />
      ) : (
        <EnableForm onDone={() => setKnown(true)} />
      )}
    </OfficeCard>
  );
}

function EnableForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const sms = useSendTwoFactorSms();
  const [appCode, setAppCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [checked, setChecked] = useState(false);
  const failure = enable.error ? toUserError(enable.error, (key) => i18n.exists(key)) : null;
  // The server's wrong-SMS-code answer names sms_code: from then on the SMS field is shown.
  const smsAsked = Boolean(failure?.fieldErrors.sms_code) || sms.isSuccess || smsCode !== '';

  if (!start.data) {
    const startFailure = start.error ? toUserError(start.error, (key) => i18n.exists(key)) : null;
    return (
      <div className={styles.form}>
        {startFailure ? (
          <p className={styles.alert} role="alert">
            {startFailure.text ?? t(startFailure.messageKey)}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button
            variant="primary"
            size="l"
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onError: (error) => {
                  if (toUserError(error, () => true).messageKey === errorKey('CONFLICT')) onDone();
                },
              })
            }
          >
            {t('office.twoFactor.setUp')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeErrors(appCode)) return;
    enable.mutate(
      { appCode, smsCode: smsCode || undefined },
      {
        onSuccess: () => {
          notify({ type: 'success', title: t('office.twoFactor.enabled') });
          onDone();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('office.twoFactor.scan')}</p>
      <QrCodeImage value={start.data.qr_code_url} label={t('office.twoFactor.qr')} />
      <p>
        <a href={start.data.qr_link} dir="ltr" data-testid="two-factor-link">
          {t('office.twoFactor.openInApp')}
        </a>
      </p>
      <p>
        {t('office.twoFactor.secret')}{' '}
        <code dir="ltr" data-testid="two-factor-secret">
          {start.data.code}
        </code>
      </p>
      <CodeField
        label={t('office.twoFactor.appCode')}
        name="app_code"
        value={appCode}
        errors={(checked ? codeErrors(appCode) : undefined) ?? failure?.fieldErrors.app_code}
        onChange={(code) => {
          setAppCode(code);
          enable.reset();
        }}
      />
      {smsAsked ? (
        <CodeField
          label={t('office.twoFactor.smsCode')}
          name="sms_code"
          value={smsCode}
          errors={failure?.fieldErrors.sms_code}
          onChange={(code) => {
            setSmsCode(code);
            enable.reset();
          }}
        />
      ) : null}
      {failure && Object.keys(failure.fieldErrors).length === 0 ? (
        <p className={styles.alert} role="alert">
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" size="l" loading={enable.isPending}>
          {t('office.twoFactor.enable')}
        </Button>
        {smsAsked ? (
          <Button variant="secondary" size="l" loading={sms.isPending} onClick={() => sms.mutate()}>
            {t('office.twoFactor.sendSms')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const failure = disable.error ? toUserError(disable.error, (key) => i18n.exists(key)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (codeErrors(code)) return;
    disable.mutate(code, {
      onSuccess: () => {
        notify({ type: 'success', title: t('office.twoFactor.disabled') });
        onDone();
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <CodeField
        label={t('office.twoFactor.appCode')}
        name="hash"
        value={code}
        errors={(checked ? codeErrors(code) : undefined) ?? failure?.fieldErrors.app_code}
        onChange={(typed) => {
          setCode(typed);
          disable.reset();
        }}
      />
      {failure && !failure.fieldErrors.app_code ? (
        <p className={styles.alert} role="alert">
          {failure.text ?? t(failure.messageKey)}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" variant="secondary" size="l" loading={disable.isPending}>
          {t('office.twoFactor.disable')}
        </Button>
      </div>
    </form>
  );
}
