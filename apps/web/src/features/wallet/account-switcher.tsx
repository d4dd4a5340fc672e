import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { useLang } from '../../shared/i18n/use-lang';
import { Icon } from '../../shared/ui/icon/icon';
import { moneyText, splitAccounts } from './balance-text';
import styles from './account-switcher.module.css';

interface AccountSwitcherProps {
  accounts: readonly WalletAccount[];
  template: string;
  onPick: (accountId: number) => void;
  onNavigate?: () => void;
}

/** The player's accounts to switch between (PAY-02), with bonus and points balances shown apart (PAY-04). */
export function AccountSwitcher({ accounts, template, onPick, onNavigate }: AccountSwitcherProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { real, extra } = splitAccounts(accounts);
  return (
    <div className={styles.switcher}>
      <p className={styles.heading}>{t('wallet.switcher.title')}</p>
      <ul className={styles.list}>
        {real.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className={styles.account}
              aria-pressed={account.isActive}
              onClick={() => onPick(account.id)}
            >
              <span className={styles.name}>
                <span className={styles.iso}>{account.iso}</span>
                <span className={styles.muted}>{account.name}</span>
              </span>
              <span className={`${styles.money} tabular`}>{moneyText(account, template)}</span>
              {account.isActive ? <Icon name="check" size={16} className={styles.check} /> : null}
            </button>
          </li>
        ))}
      </ul>
      {extra.length > 0 ? (
        <ul className={styles.extra} aria-label={t('wallet.switcher.extra')}>
          {extra.map((account) => (
            <li key={account.id} className={styles.extraRow}>
              <span className={styles.muted}>
                {t(account.isPointsTypeBalance ? 'wallet.kind.points' : 'wallet.kind.bonus')}
              </span>
              <span className="tabular">{moneyText(account, template)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.links}>
        <Link to={`/${lang}/office/settings/wallets`} className={styles.link} onClick={onNavigate}>
          {t('wallet.switcher.manage')}
        </Link>
        <Link to={`/${lang}/office/recharge`} className={styles.link} onClick={onNavigate}>
          {t('header.deposit')}
        </Link>
      </div>
    </div>
  );
}
