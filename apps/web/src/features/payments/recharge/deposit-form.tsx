import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import type { PaymentPageData } from '@sportsbook/core/payments/payment.schema';
import { Button } from '../../../shared/ui/button/button';
import { WALLET_KEY } from '../../wallet/api/balance.api';
import { useStartDeposit } from '../api/payment.api';
import { AccountPicker } from '../ui/account-picker';
import { FormFailure, MethodAndAmount, usePaymentChoice, usePaymentFailure } from '../ui/payment-choice';
import styles from '../payments.module.css';

export interface StartedDeposit {
  readonly id: number;
  readonly url: string;
}

interface DepositFormProps {
  data: PaymentPageData;
  accounts: readonly WalletAccount[];
  onStarted: (deposit: StartedDeposit) => void;
}

/** Account, method, amount and where the provider's page opens; the page's `rand` makes a resubmit harmless. */
export function DepositForm({ data, accounts, onStarted }: DepositFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choice = usePaymentChoice(data, accounts);
  const { account, method, amount } = choice;
  const [display, setDisplay] = useState<'frame' | 'window'>('frame');
  const start = useStartDeposit();
  const failure = usePaymentFailure(start.error);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!method || !amount) return;
        start.mutate(
          { rand: data.rand, method_id: method.id, amount, account_id: account.id, display },
          {
            // A new rand for whatever comes next: a changed request must not reuse this one's key.
            onSettled: () => queryClient.invalidateQueries({ queryKey: [...WALLET_KEY, 'page', 'deposit'] }),
            onSuccess: ({ payment, redirectUrl }) => {
              if (display === 'window') window.location.assign(redirectUrl);
              else onStarted({ id: payment.id, url: redirectUrl });
            },
          },
        );
      }}
    >
      <AccountPicker accounts={accounts} value={account} onChange={choice.setAccount} />
      <MethodAndAmount choice={choice} failure={failure} />
      <fieldset className={styles.segmented}>
        <legend className={styles.legend}>{t('payments.form.display')}</legend>
        {(['frame', 'window'] as const).map((mode) => (
          <label key={mode} className={styles.segment}>
            <input type="radio" name="display" checked={display === mode} onChange={() => setDisplay(mode)} />
            {t(`payments.form.display.${mode}`)}
          </label>
        ))}
      </fieldset>
      <FormFailure failure={failure} />
      <Button
        type="submit"
        variant="primary"
        size="l"
        loading={start.isPending}
        disabled={!method || !amount}
      >
        {t('payments.form.deposit')}
      </Button>
    </form>
  );
}
