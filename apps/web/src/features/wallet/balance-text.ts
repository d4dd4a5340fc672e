import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { formatAmount } from '@sportsbook/core/money/format-money';

/**
 * An account's money through the amount template ('{v} {c}', PAY-05). The server already rounds fiat to 2
 * decimals and gives crypto its own precision; the label is the currency code (points: PTS).
 */
export function moneyText(account: Pick<WalletAccount, 'money' | 'iso'>, template: string): string {
  return formatAmount(account.money, account.iso, template);
}

/** Real-money accounts apart from bonus and points balances (PAY-04). */
export function splitAccounts(accounts: readonly WalletAccount[]) {
  return {
    real: accounts.filter((account) => account.type === 'real'),
    extra: accounts.filter((account) => account.type !== 'real'),
  };
}
