import type { IconName } from '../../../shared/ui/icon/icon';

/** The account menu's entries: the office pages a player reaches most. */
export const ACCOUNT_LINKS: readonly { path: string; labelKey: string; icon: IconName }[] = [
  { path: 'office/account', labelKey: 'account.menu.account', icon: 'user' },
  { path: 'office/history', labelKey: 'account.menu.history', icon: 'results' },
  { path: 'office/recharge', labelKey: 'account.menu.deposit', icon: 'wallet' },
  { path: 'office/withdrawal', labelKey: 'account.menu.withdrawal', icon: 'wallet' },
  { path: 'office/bonuses', labelKey: 'account.menu.bonuses', icon: 'promo' },
  { path: 'office/security', labelKey: 'account.menu.security', icon: 'shield' },
  { path: 'office/settings', labelKey: 'account.menu.settings', icon: 'tools' },
];
