import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { useLang } from '../../shared/i18n/use-lang';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { Button } from '../../shared/ui/button/button';
import { Select } from '../../shared/ui/select/select';
import { Skeleton } from '../../shared/ui/skeleton/skeleton';
import { notify } from '../../shared/ui/notification/notification.store';
import { useBalance, useSetActiveAccount } from './api/balance.api';
import { useCreateAccount, useDeleteAccount, useOfferedCurrencies } from './api/wallet-office.api';
import { moneyText, splitAccounts } from './balance-text';
import { useFailureNotice } from './use-failure-notice';
import styles from './wallet-pages.module.css';

function AccountRow({ account, template }: { account: WalletAccount; template: string }) {
  const { t } = useTranslation();
  const setActive = useSetActiveAccount();
  const remove = useDeleteAccount();
  const failed = useFailureNotice();
  return (
    <li className={styles.row}>
      <div className={styles.currency}>
        <span className={styles.code}>{account.iso}</span>
        <span className={styles.muted}>{account.name}</span>
      </div>
      <span className={`${styles.amount} tabular`} dir="ltr">
        {moneyText(account, template)}
      </span>
      <div className={styles.badges}>
        {account.isMain ? <span className={styles.badge}>{t('wallet.accounts.main')}</span> : null}
        {account.isActive ? (
          <span className={`${styles.badge} ${styles.active}`}>{t('wallet.accounts.active')}</span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {account.isActive ? null : (
          <Button
            size="s"
            variant="outline"
            loading={setActive.isPending}
            onClick={() => setActive.mutate(account.id, { onError: failed })}
          >
            {t('wallet.accounts.makeActive')}
          </Button>
        )}
        {account.isMain || account.isActive ? null : (
          <Button
            size="s"
            variant="ghost"
            loading={remove.isPending}
            aria-label={t('wallet.accounts.deleteLabel', { currency: account.iso })}
            onClick={() =>
              remove.mutate(account.id, {
                onError: failed,
                onSuccess: () => notify({ type: 'success', text: t('wallet.accounts.deleted') }),
              })
            }
          >
            {t('wallet.accounts.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

function OpenAccount({ opened }: { opened: readonly WalletAccount[] }) {
  const { t } = useTranslation();
  const currencies = useOfferedCurrencies();
  const create = useCreateAccount();
  const failed = useFailureNotice();
  const [currencyId, setCurrencyId] = useState('');
  const held = new Set(opened.map((account) => account.currencyId));
  const options = (currencies.data ?? [])
    .filter((currency) => !held.has(currency.id))
    .map((currency) => ({
      value: String(currency.id),
      label: currency.name,
      iso: currency.code,
      raw: { id: currency.id, name: currency.name, code: currency.code },
    }));
  return (
    <form
      className={styles.open}
      onSubmit={(event) => {
        event.preventDefault();
        if (!currencyId) return;
        create.mutate(Number(currencyId), {
          onError: failed,
          onSuccess: () => {
            setCurrencyId('');
            notify({ type: 'success', text: t('wallet.open.done') });
          },
        });
      }}
    >
      <Select
        label={t('wallet.open.currency')}
        options={options}
        value={currencyId}
        onChange={setCurrencyId}
        placeholder={t('wallet.open.placeholder')}
        loading={currencies.isPending}
      />
      <Button type="submit" variant="primary" loading={create.isPending} disabled={!currencyId}>
        {t('wallet.open.submit')}
      </Button>
    </form>
  );
}

/** Settings > wallets (PAY-03): the player's currency accounts, make one active, delete empty ones, open new. */
export function WalletsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const template = useSiteConfig().other.amountTemplate;
  const balance = useBalance();
  if (balance.isPending) return <Skeleton height={160} radius={12} />;
  const { real, extra } = splitAccounts(balance.data ?? []);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="wallets-accounts">
        <header className={styles.cardHeader}>
          <h2 id="wallets-accounts" className={styles.cardTitle}>
            {t('wallet.accounts.title')}
          </h2>
          {real.length > 1 ? (
            <Link to={`/${lang}/office/account/convert`} className={styles.inlineLink}>
              {t('wallet.accounts.convert')}
            </Link>
          ) : null}
        </header>
        {real.length === 0 ? <p className={styles.muted}>{t('wallet.accounts.none')}</p> : null}
        <ul className={styles.rows}>
          {real.map((account) => (
            <AccountRow key={account.id} account={account} template={template} />
          ))}
        </ul>
      </section>
      {extra.length > 0 ? (
        <section className={styles.card} aria-labelledby="wallets-extra">
          <h2 id="wallets-extra" className={styles.cardTitle}>
            {t('wallet.switcher.extra')}
          </h2>
          <ul className={styles.rows}>
            {extra.map((account) => (
              <li key={account.id} className={styles.row}>
                <span className={styles.muted}>
                  {t(account.isPointsTypeBalance ? 'wallet.kind.points' : 'wallet.kind.bonus')}
                </span>
                <span className={`${styles.amount} tabular`} dir="ltr">
                  {moneyText(account, template)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="wallets-open">
        <h2 id="wallets-open" className={styles.cardTitle}>
          {t('wallet.open.title')}
        </h2>
        <OpenAccount opened={real} />
      </section>
    </div>
  );
}
