import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { formatAmount } from '@sportsbook/core/money/format-money';
import type { PaymentPageData, PaymentView } from '@sportsbook/core/payments/payment.schema';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Button } from '../../../shared/ui/button/button';
import { WALLET_KEY } from '../../wallet/api/balance.api';
import { useRequestWithdrawal } from '../api/payment.api';
import { AccountPicker } from '../ui/account-picker';
import { FormFailure, MethodAndAmount, usePaymentChoice, usePaymentFailure } from '../ui/payment-choice';
import { DestinationField } from './destination-field';
import styles from '../payments.module.css';

interface WithdrawalFormProps {
  data: PaymentPageData;
  accounts: readonly WalletAccount[];
  onDone: (payment: PaymentView) => void;
}

/** Account, payout method, amount (at most what can be spent) and destination. */
export function WithdrawalForm({ data, accounts, onDone }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const template = useSiteConfig().other.amountTemplate;
  const choice = usePaymentChoice(data, accounts);
  const { account, method, amount } = choice;
  const [destination, setDestination] = useState('');
  const request = useRequestWithdrawal();
  const failure = usePaymentFailure(request.error);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!method || !amount || !destination) return;
        request.mutate(
          { rand: data.rand, method_id: method.id, amount, account_id: account.id, destination },
          {
            onSettled: () =>
              queryClient.invalidateQueries({ queryKey: [...WALLET_KEY, 'page', 'withdrawal'] }),
            onSuccess: ({ payment }) => onDone(payment),
          },
        );
      }}
    >
      <AccountPicker accounts={accounts} value={account} onChange={choice.setAccount} />
      <p className={styles.available}>
        {t('payments.form.available')}{' '}
        <strong className="tabular" dir="ltr">
          {formatAmount(account.money, account.iso, template)}
        </strong>
      </p>
      <MethodAndAmount choice={choice} failure={failure} />
      {method ? (
        <DestinationField
          type={method.type}
          value={destination}
          onChange={setDestination}
          errors={failure?.fieldErrors.destination ?? []}
        />
      ) : null}
      <FormFailure failure={failure} />
      <Button
        type="submit"
        variant="primary"
        size="l"
        loading={request.isPending}
        disabled={!method || !amount || !destination}
      >
        {t('payments.form.withdraw')}
      </Button>
    </form>
  );
}
