import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { toUserError } from '../../../shared/http/error-mapping';
import { Button } from '../../../shared/ui/button/button';
import { DatePicker } from '../../../shared/ui/date-picker/date-picker';
import { displayOf, today } from '../../../shared/ui/date-picker/date-value';
import { Dialog } from '../../../shared/ui/modal/dialog';
import { OfficeCard } from '../../office/ui/office-card';
import { SentState } from '../../office/ui/sent-state';
import { useHistoryClear } from '../api/history-tools.api';
import { dayEndSeconds } from '../history-period';
import ui from '../../office/ui/office-ui.module.css';

/**
 * Bets history clearing (BET-26): settled bets placed up to a day (or up to now) leave the player's history
 * view, after a confirmation; running bets stay, and the bets stay on record for the operator.
 */
export function HistoryClearPage() {
  const { t, i18n } = useTranslation();
  const clear = useHistoryClear();
  const [upTo, setUpTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const failure = clear.error ? toUserError(clear.error, (key) => i18n.exists(key)) : null;
  const dayEnd = upTo ? dayEndSeconds(upTo) : null;

  const ask = () => {
    if (upTo && dayEnd === null) setErrors([VALIDATION_MESSAGE_KEYS.dateTime]);
    else setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    clear.mutate(dayEnd ?? undefined);
  };

  if (clear.isSuccess)
    return (
      <OfficeCard>
        <SentState
          title={t('bets.clear.doneTitle', { count: clear.data.cleared })}
          text={t('bets.clear.doneText')}
        >
          <Button onClick={() => clear.reset()}>{t('bets.clear.again')}</Button>
        </SentState>
      </OfficeCard>
    );

  return (
    <OfficeCard title={t('bets.clear.title')} description={t('bets.clear.text')}>
      <div className={ui.form}>
        <DatePicker
          label={t('bets.clear.upTo')}
          hint={t('bets.clear.upToHint')}
          value={upTo}
          locale={i18n.language}
          max={today()}
          errors={errors}
          onChange={(value) => {
            setUpTo(value);
            setErrors([]);
            clear.reset();
          }}
        />
        {failure ? (
          <p className={ui.alert} role="alert">
            {failure.text ?? t(failure.messageKey)}
          </p>
        ) : null}
        <div className={ui.formActions}>
          <Button variant="primary" size="l" loading={clear.isPending} onClick={ask}>
            {t('bets.clear.submit')}
          </Button>
        </div>
      </div>
      {confirming ? (
        <Dialog
          title={t('bets.clear.confirmTitle')}
          onClose={() => setConfirming(false)}
          buttons={[
            { labelKey: 'bets.clear.confirm', onClick: confirm, variant: 'primary' },
            { labelKey: 'bets.clear.keep', onClick: () => setConfirming(false) },
          ]}
        >
          <p>{upTo ? t('bets.clear.confirmUpTo', { date: displayOf(upTo) }) : t('bets.clear.confirmAll')}</p>
        </Dialog>
      ) : null}
    </OfficeCard>
  );
}
