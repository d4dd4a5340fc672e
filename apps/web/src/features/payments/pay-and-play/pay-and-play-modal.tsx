import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLang } from '../../../shared/i18n/use-lang';
import { Button } from '../../../shared/ui/button/button';
import { Dialog } from '../../../shared/ui/modal/dialog';
import type { ModalProps } from '../../../shared/ui/modal/modal-host';
import { Select } from '../../../shared/ui/select/select';
import { toSelectOption } from '../../../shared/ui/select/select-option';
import { Skeleton } from '../../../shared/ui/skeleton/skeleton';
import { AmountField } from '../ui/amount-field';
import { MethodPicker, methodsIn } from '../ui/method-picker';
import { FormFailure, usePaymentFailure } from '../ui/payment-choice';
import { usePayAndPlayOptions, useStartPayAndPlay } from './pay-and-play.api';
import styles from '../payments.module.css';

/**
 * Pay and play (PAY-15): a guest picks a method that identifies the payer through their bank, a currency and an
 * amount, and goes to the provider's page; the account is opened from what the bank tells, and the browser comes
 * back logged in (PayAndPlayReturn).
 */
export function PayAndPlayModal({ onClose }: ModalProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const options = usePayAndPlayOptions(lang);
  const start = useStartPayAndPlay();
  const failure = usePaymentFailure(start.error);
  const currencies = options.data?.currencies ?? [];
  const [currencyCode, setCurrencyCode] = useState('');
  const currency = currencies.find((c) => c.code === currencyCode) ?? currencies[0];
  const methods = methodsIn(options.data?.methods ?? [], currency?.code);
  const [methodId, setMethodId] = useState('');
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amount, setAmount] = useState('');

  return (
    <Dialog title={t('payments.payAndPlay.title')} onClose={onClose} buttons={null} size="m">
      <p className={styles.muted}>{t('payments.payAndPlay.intro')}</p>
      {options.isPending ? (
        <Skeleton height={160} />
      ) : !currency || !method ? (
        <p className={styles.muted}>{t('payments.payAndPlay.unavailable')}</p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!amount) return;
            start.mutate(
              { method_id: method.id, amount, currency_id: currency.id, lng: lang },
              { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
            );
          }}
        >
          <Select
            label={t('payments.payAndPlay.currency')}
            options={currencies.map((c) => toSelectOption({ value: c.code, name: c.name, code: c.code }))}
            value={currency.code}
            onChange={setCurrencyCode}
            errors={failure?.fieldErrors.currency_id ?? []}
          />
          <MethodPicker methods={methods} currency={currency.code} value={method.id} onChange={setMethodId} />
          <AmountField
            value={amount}
            onChange={setAmount}
            currency={currency.code}
            decimals={currency.decimals}
            limits={method.limits.find((l) => l.currency === currency.code)}
            errors={[...(failure?.fieldErrors.amount ?? []), ...(failure?.fieldErrors.method_id ?? [])]}
          />
          <FormFailure failure={failure} />
          <Button type="submit" variant="primary" size="l" loading={start.isPending} disabled={!amount}>
            {t('payments.payAndPlay.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
