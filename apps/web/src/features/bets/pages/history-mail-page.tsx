import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toUserError } from '../../../shared/http/error-mapping';
import { useMessageText } from '../../../shared/i18n/use-message-text';
import { Button } from '../../../shared/ui/button/button';
import { DatePicker } from '../../../shared/ui/date-picker/date-picker';
import { today } from '../../../shared/ui/date-picker/date-value';
import { Select } from '../../../shared/ui/select/select';
import { toSelectOption } from '../../../shared/ui/select/select-option';
import { OfficeCard } from '../../office/ui/office-card';
import { SentState } from '../../office/ui/sent-state';
import { useHistoryMail } from '../api/history-tools.api';
import { dateRangeOf } from '../history-period';
import ui from '../../office/ui/office-ui.module.css';

const PERIOD_DAYS = ['1', '7', '30', '90'] as const;
/** The period choice that shows two dates instead of a number of days. */
const DATES = 'dates';

/**
 * Bets history by e-mail (BET-26): the bets of the last days or of two dates go to the player's e-mail
 * address; the server's refusal (no address on the account, say) shows on the page.
 */
export function HistoryMailPage() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const mail = useHistoryMail();
  const [period, setPeriod] = useState<string>('7');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from: string[]; to: string[] }>({ from: [], to: [] });
  const failure = mail.error ? toUserError(mail.error, (key) => i18n.exists(key)) : null;
  const serverProblems = Object.values(failure?.fieldErrors ?? {}).flat();

  const options = [
    ...PERIOD_DAYS.map((days) =>
      toSelectOption({ id: days, name: t('bets.filter.days', { count: Number(days) }) }),
    ),
    toSelectOption({ id: DATES, name: t('bets.mail.dates') }),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (period !== DATES) {
      mail.mutate({ days: Number(period) });
      return;
    }
    const checked = dateRangeOf(from, to);
    if ('errors' in checked) setErrors(checked.errors);
    else mail.mutate(checked.range);
  };

  if (mail.isSuccess)
    return (
      <OfficeCard>
        <SentState
          title={t('bets.mail.sentTitle')}
          text={t('bets.mail.sentText', { count: mail.data.count })}
        >
          <Button onClick={() => mail.reset()}>{t('bets.mail.another')}</Button>
        </SentState>
      </OfficeCard>
    );

  const edit = () => {
    setErrors({ from: [], to: [] });
    mail.reset();
  };
  return (
    <OfficeCard title={t('bets.mail.title')} description={t('bets.mail.text')}>
      <form className={ui.form} onSubmit={submit} noValidate>
        <Select
          label={t('bets.filter.period')}
          options={options}
          value={period}
          onChange={(value) => {
            setPeriod(value);
            edit();
          }}
        />
        {period === DATES ? (
          <>
            <DatePicker
              label={t('bets.mail.from')}
              value={from}
              locale={i18n.language}
              max={today()}
              required
              errors={errors.from}
              onChange={(value) => {
                setFrom(value);
                edit();
              }}
            />
            <DatePicker
              label={t('bets.mail.to')}
              value={to}
              locale={i18n.language}
              max={today()}
              required
              errors={errors.to}
              onChange={(value) => {
                setTo(value);
                edit();
              }}
            />
          </>
        ) : null}
        {failure ? (
          <p className={ui.alert} role="alert">
            {serverProblems.length > 0 ? serverProblems.map(messageText).join(' ') : t(failure.messageKey)}
          </p>
        ) : null}
        <div className={ui.formActions}>
          <Button type="submit" variant="primary" size="l" loading={mail.isPending}>
            {t('bets.mail.send')}
          </Button>
        </div>
      </form>
    </OfficeCard>
  );
}
