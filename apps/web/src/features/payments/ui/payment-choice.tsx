import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import type { PaymentPageData } from '@sportsbook/core/payments/payment.schema';
import { toUserError, type UserError } from '../../../shared/http/error-mapping';
import { AmountField } from './amount-field';
import { MethodPicker, methodsIn } from './method-picker';
import styles from '../payments.module.css';

/** The account, method and amount a deposit or withdrawal form is filling in; methods follow the account's currency. */
export function usePaymentChoice(data: PaymentPageData, accounts: readonly WalletAccount[]) {
  const [account, setAccount] = useState(() => accounts.find((a) => a.isActive) ?? accounts[0]!);
  const methods = methodsIn(data.methods, account.iso);
  const [methodId, setMethodId] = useState('');
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const [amount, setAmount] = useState('');
  return { account, setAccount, methods, method, setMethodId, amount, setAmount };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

/** The failure of a form's last submit as text for its fields and its alert line. */
export function usePaymentFailure(error: unknown): UserError | null {
  const { i18n } = useTranslation();
  return error ? toUserError(error, (key) => i18n.exists(key)) : null;
}

/** The method (or why there is none in this currency) and the amount within the method's limits. */
export function MethodAndAmount({ choice, failure }: { choice: PaymentChoice; failure: UserError | null }) {
  const { t } = useTranslation();
  const { account, methods, method } = choice;
  return (
    <>
      {methods.length === 0 ? (
        <p className={styles.muted}>{t('payments.form.noMethods', { currency: account.iso })}</p>
      ) : (
        <MethodPicker
          methods={methods}
          currency={account.iso}
          value={method?.id ?? ''}
          onChange={choice.setMethodId}
        />
      )}
      <AmountField
        value={choice.amount}
        onChange={choice.setAmount}
        currency={account.iso}
        decimals={account.decimals}
        limits={method?.limits.find((l) => l.currency === account.iso)}
        errors={[...(failure?.fieldErrors.amount ?? []), ...(failure?.fieldErrors.method_id ?? [])]}
      />
    </>
  );
}

/** A failure no field owns, as the form's alert line. */
export function FormFailure({ failure }: { failure: UserError | null }) {
  const { t } = useTranslation();
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return (
    <p className={styles.error} role="alert">
      {failure.text ?? t(failure.messageKey)}
    </p>
  );
}
