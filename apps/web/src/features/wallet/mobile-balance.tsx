import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { AccountSwitcher } from './account-switcher';
import { useBalance, useSetActiveAccount } from './api/balance.api';

/** The mobile menu's account block: the same switcher as the header's, laid out in the sheet. */
export function MobileBalance({ onNavigate }: { onNavigate: () => void }) {
  const template = useSiteConfig().other.amountTemplate;
  const balance = useBalance();
  const setActive = useSetActiveAccount();
  if (!balance.data || balance.data.length === 0) return null;
  return (
    <AccountSwitcher
      accounts={balance.data}
      template={template}
      onNavigate={onNavigate}
      onPick={(accountId) => setActive.mutate(accountId)}
    />
  );
}
