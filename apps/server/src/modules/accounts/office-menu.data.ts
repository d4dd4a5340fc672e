import { routeItem, type MenuItem } from '@sportsbook/core/site-config/menu-item.schema';

const user = { visibilityByAuth: 'user' } as const;
const sub = (id: string, link: string, extra: Partial<MenuItem> = {}) =>
  routeItem(id, link, { langKey: `office.menu.${id}`, ...user, ...extra });

/** The office menu a fresh installation starts with (operator-editable as accounts config `office_menu`). */
export const OFFICE_MENU_DEFAULTS: MenuItem[] = [
  sub('profile', '/office/account', {
    icon: 'user',
    subMenuItems: [
      sub('account', '/office/account'),
      sub('account-edit', '/office/account/edit'),
      sub('clarify-data', '/office/account/clarify'),
      sub('change-login', '/office/account/change-login'),
      sub('change-password', '/office/security/password'),
    ],
  }),
  sub('bets', '/office/history', {
    icon: 'results',
    subMenuItems: [
      sub('bets-history', '/office/history'),
      sub('auto-bets', '/office/history/auto-bets'),
      sub('manager-bets', '/office/history/manager-bets'),
      sub('powerbet', '/office/powerbet'),
      sub('bets-history-by-mail', '/office/history/by-mail'),
      sub('bets-history-clear', '/office/history/clear'),
    ],
  }),
  sub('settings', '/office/settings', {
    icon: 'settings',
    subMenuItems: [
      sub('settings-account', '/office/settings/account'),
      sub('settings-mailing', '/office/settings/mailing'),
      sub('settings-disallowed-sports', '/office/settings/disallowed-sports'),
      sub('settings-wallets', '/office/settings/wallets'),
    ],
  }),
  sub('security', '/office/security', {
    icon: 'shield',
    subMenuItems: [
      sub('session-history', '/office/security/sessions'),
      sub('security-overview', '/office/security'),
    ],
  }),
  sub('messages', '/office/messages', { icon: 'mail' }),
  sub('admin-request', '/office/admin-request', { icon: 'admin' }),
  sub('share-idea', '/office/share-idea', { icon: 'idea' }),
  sub('support', '/office/support', { icon: 'support' }),
  routeItem('login', 'login', {
    langKey: 'office.menu.login',
    actionType: 'modal',
    visibilityByAuth: 'guest',
    icon: 'login',
  }),
  routeItem('registration', 'registration', {
    langKey: 'office.menu.registration',
    actionType: 'modal',
    visibilityByAuth: 'guest',
    icon: 'registration',
  }),
];

/** The items a guest or a player sees (visibilityByAuth), at every level. */
export function visibleMenu(items: readonly MenuItem[], loggedIn: boolean): MenuItem[] {
  return items
    .filter((item) => item.visibilityByAuth === 'all' || (item.visibilityByAuth === 'user') === loggedIn)
    .map((item) => ({ ...item, subMenuItems: visibleMenu(item.subMenuItems, loggedIn) }));
}
