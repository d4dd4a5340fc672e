import { useState } from 'react';
import { AMOUNT_INPUT_OPTIONS } from '@sportsbook/core/input/numeric-input';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { toUserError } from '../../shared/http/error-mapping';
import { useMessageText } from '../../shared/i18n/use-message-text';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { Button } from '../../shared/ui/button/button';
import { Icon } from '../../shared/ui/icon/icon';
import { NumericInput } from '../../shared/ui/numeric-input/numeric-input';
import { notify } from '../../shared/ui/notification/notification.store';
import { Select } from '../../shared/ui/select/select';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { useBalance } from './api/balance.api';
import { useConvert, useConvertQuote } from './api/wallet-office.api';
import { moneyText, splitAccounts } from './balance-text';
import { newRand } from './new-rand';
import { useDebounced } from './use-debounced';
import styles from './wallet-pages.module.css';

const QUOTE_DELAY_MS = 300;

const option = (account: WalletAccount, template: string) => ({
  value: String(account.id),
  label: `${account.name} · ${moneyText(account, template)}`,
  iso: account.iso,
  raw: { id: account.id, name: account.name, code: account.iso },
});

/**
 * Convert account (PAY-14): money between two of the player's currency accounts at the operator's rates. The
 * quote is the server's, computed as the conversion will be (truncated to the target's minor unit).
 */
export function ConvertPage() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const template = useSiteConfig().other.amountTemplate;
  const balance = useBalance();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const [amount, setAmount] = useState('');
  const [rand, setRand] = useState(newRand);
  const convert = useConvert();
  const real = splitAccounts(balance.data ?? []).real;
  const from = real.find((account) => String(account.id) === fromId) ?? real[0];
  const to =
    real.find((account) => String(account.id) === toId && account.id !== from?.id) ??
    real.find((account) => account.id !== from?.id);
  const request =
    from && to && Number(amount) > 0 ? { from_account_id: from.id, to_account_id: to.id, amount } : null;
  const quote = useConvertQuote(useDebounced(request, QUOTE_DELAY_MS));
  if (balance.isPending) return <Skeleton height={200} radius={12} />;
  if (!from || !to) return <p className={styles.muted}>{t('wallet.convert.needTwo')}</p>;
  const failure = convert.error ?? quote.error;
  const fieldErrors = failure ? toUserError(failure, (key) => i18n.exists(key)) : null;
  const amountErrors = fieldErrors?.fieldErrors.amount ?? [];
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!request) return;
        convert.mutate(
          { ...request, rand },
          {
            onSuccess: ({ quote: done }) => {
              notify({
                type: 'success',
                text: t('wallet.convert.done', {
                  from: formatAmount(done.amount, done.currency, template),
                  to: formatAmount(done.convertedAmount, done.convertedCurrency, template),
                }),
              });
              setAmount('');
              setRand(newRand());
            },
          },
        );
      }}
    >
      <div className={styles.pair}>
        <Select
          label={t('wallet.convert.from')}
          options={real.map((account) => option(account, template))}
          value={String(from.id)}
          onChange={(value) => {
            setFromId(value);
            setRand(newRand());
          }}
        />
        <Icon name="arrowUp" size={20} className={styles.swap} />
        <Select
          label={t('wallet.convert.to')}
          options={real
            .filter((account) => account.id !== from.id)
            .map((account) => option(account, template))}
          value={String(to.id)}
          onChange={(value) => {
            setToId(value);
            setRand(newRand());
          }}
        />
      </div>
      <label className={styles.field}>
        {t('wallet.convert.amount', { currency: from.iso })}
        <NumericInput
          label={t('wallet.convert.amount', { currency: from.iso })}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setRand(newRand());
          }}
          {...AMOUNT_INPUT_OPTIONS}
          accuracy={from.decimals}
        />
      </label>
      {amountErrors.map((key) => (
        <p key={key} className={styles.error} role="alert">
          {messageText(key)}
        </p>
      ))}
      {failure && amountErrors.length === 0 && fieldErrors ? (
        <p className={styles.error} role="alert">
          {fieldErrors.text ?? t(fieldErrors.messageKey)}
        </p>
      ) : null}
      <div className={styles.quote} aria-live="polite">
        <span className={styles.muted}>{t('wallet.convert.youGet')}</span>
        <span className={`${styles.quoteValue} tabular`} dir="ltr">
          {quote.data && request
            ? formatAmount(quote.data.convertedAmount, quote.data.convertedCurrency, template)
            : '—'}
        </span>
        {quote.data && request ? (
          <span className={styles.muted} dir="ltr">
            {t('wallet.convert.rate', { from: from.iso, rate: quote.data.rate, to: to.iso })}
          </span>
        ) : null}
      </div>
      <Button type="submit" variant="primary" size="l" loading={convert.isPending} disabled={!request}>
        {t('wallet.convert.submit')}
      </Button>
    </form>
  );
}
