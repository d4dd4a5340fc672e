import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Select } from '../../../shared/ui/select/select';

interface AccountPickerProps {
  accounts: readonly WalletAccount[];
  value: WalletAccount;
  onChange: (account: WalletAccount) => void;
}

/** Which currency account pays or is paid; shown only when the player has more than one. */
export function AccountPicker({ accounts, value, onChange }: AccountPickerProps) {
  const { t } = useTranslation();
  const template = useSiteConfig().other.amountTemplate;
  if (accounts.length < 2) return null;
  return (
    <Select
      label={t('payments.form.account')}
      value={String(value.id)}
      onChange={(id) => onChange(accounts.find((account) => String(account.id) === id)!)}
      options={accounts.map((account) => ({
        value: String(account.id),
        label: `${account.name} · ${formatAmount(account.money, account.iso, template)}`,
        iso: account.iso,
        raw: { id: account.id, name: account.name, code: account.iso },
      }))}
    />
  );
}
