import { useTranslation } from '../../../shared/i18n/use-translation';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { useSupportPin } from '../api/security.api';
import { OfficeCard } from '../ui/office-card';
import { useDateText } from '../ui/use-date-text';
import styles from './pages.module.css';

/** A PIN that proves to support who is calling (ACC-25); a new one replaces the last. */
export function SupportPinCard() {
  const { t, i18n } = useTranslation();
  const dateText = useDateText();
  const pin = useSupportPin();
  const failure = pin.error ? toUserError(pin.error, (key) => i18n.exists(key)) : null;
  return (
    <OfficeCard title={t('office.pin.title')} description={t('office.pin.text')}>
      {pin.data ? (
        <p className={styles.pin} role="status">
          <span className={styles.pinValue} dir="ltr">
            {pin.data.pin}
          </span>
          <span className={styles.muted}>
            {t('office.pin.until', { date: dateText(pin.data.expiresAt) })}
          </span>
        </p>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {t(failure.messageKey)}
        </p>
      ) : null}
      <div>
        <Button loading={pin.isPending} onClick={() => pin.mutate()}>
          {t(pin.data ? 'office.pin.again' : 'office.pin.get')}
        </Button>
      </div>
    </OfficeCard>
  );
}
