import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PaymentMethodType } from '@sportsbook/core/payments/payment-method';
import { TextField } from '../../../shared/ui/text-field/text-field';

const INPUT: Record<PaymentMethodType, { inputMode: 'numeric' | 'email' | 'text'; autoComplete: string }> = {
  card: { inputMode: 'numeric', autoComplete: 'cc-number' },
  ewallet: { inputMode: 'email', autoComplete: 'email' },
  crypto: { inputMode: 'text', autoComplete: 'off' },
};

/** Where the money goes: a card number, the e-wallet's login or a crypto address, as the method needs. */
export function DestinationField({
  type,
  value,
  onChange,
  errors,
}: {
  type: PaymentMethodType;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`payments.destination.${type}`)}
      hint={t(`payments.destination.${type}Hint`)}
      value={value}
      onChange={onChange}
      errors={errors}
      maxLength={128}
      dir="ltr"
      spellCheck={false}
      required
      {...INPUT[type]}
    />
  );
}
