import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../shared/i18n/use-lang';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { Dropdown } from '../../shared/ui/dropdown/dropdown';
import { Icon } from '../../shared/ui/icon/icon';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { AccountSwitcher } from './account-switcher';
import { useBalance, useSetActiveAccount } from './api/balance.api';
import { moneyText } from './balance-text';
import styles from './header-balance.module.css';

/**
 * The header's balance: the active account's money as '{v} {c}' (PAY-05), opening the switcher between the
 * player's accounts (PAY-02). Part of the first load, so it stays small: the pages behind it load on demand.
 */
export function HeaderBalance() {
  const { t } = useTranslation();
  const lang = useLang();
  const template = useSiteConfig().other.amountTemplate;
  const balance = useBalance();
  const setActive = useSetActiveAccount();
  if (balance.isPending) {
    return (
      <span className={styles.balance} aria-busy="true" aria-label={t('header.balance')}>
        <Skeleton width={72} height={14} />
      </span>
    );
  }
  const accounts = balance.data ?? [];
  const active = accounts.find((account) => account.type === 'real' && account.isActive);
  if (!active) {
    return (
      <Link to={`/${lang}/office/settings/wallets`} className={styles.balance}>
        <Icon name="wallet" size={16} />
        <span>{t('wallet.header.open')}</span>
      </Link>
    );
  }
  return (
    <Dropdown
      ariaLabel={t('wallet.header.label', { amount: moneyText(active, template) })}
      triggerClassName={styles.balance}
      label={
        <>
          <Icon name="wallet" size={16} />
          <span className={styles.label}>{t('header.balance')}</span>
          <span className={`${styles.value} tabular`} data-testid="header-balance" dir="ltr">
            {moneyText(active, template)}
          </span>
        </>
      }
    >
      {(close) => (
        <AccountSwitcher
          accounts={accounts}
          template={template}
          onNavigate={close}
          onPick={(accountId) => {
            setActive.mutate(accountId);
            close();
          }}
        />
      )}
    </Dropdown>
  );
}
