import { routeItem, type MenuItem } from '@sportsbook/core/site-config/menu-item.schema';

const item = (id: string, link: string, extra: Partial<MenuItem> = {}) =>
  routeItem(id, link, { langKey: `office.menu.${id}`, visibilityByAuth: 'user', ...extra });

/**
 * The account area's menu when getLeftMenuData cannot be had: the server's default menu, so the area looks
 * the same either way.
 */
export const DEFAULT_OFFICE_MENU: MenuItem[] = [
  item('profile', '/office/account', {
    icon: 'user',
    subMenuItems: [
      item('account', '/office/account'),
      item('account-edit', '/office/account/edit'),
      item('clarify-data', '/office/account/clarify'),
      item('change-login', '/office/account/change-login'),
      item('change-password', '/office/security/password'),
    ],
  }),
  item('bets', '/office/history', {
    icon: 'results',
    subMenuItems: [
      item('bets-history', '/office/history'),
      item('auto-bets', '/office/history/auto-bets'),
      item('manager-bets', '/office/history/manager-bets'),
      item('powerbet', '/office/powerbet'),
      item('bets-history-by-mail', '/office/history/by-mail'),
      item('bets-history-clear', '/office/history/clear'),
    ],
  }),
  item('settings', '/office/settings', {
    icon: 'settings',
    subMenuItems: [
      item('settings-account', '/office/settings/account'),
      item('settings-mailing', '/office/settings/mailing'),
      item('settings-disallowed-sports', '/office/settings/disallowed-sports'),
    ],
  }),
  item('security', '/office/security', {
    icon: 'shield',
    subMenuItems: [
      item('session-history', '/office/security/sessions'),
      item('security-overview', '/office/security'),
    ],
  }),
  item('messages', '/office/messages', { icon: 'mail' }),
  item('admin-request', '/office/admin-request', { icon: 'admin' }),
  item('share-idea', '/office/share-idea', { icon: 'idea' }),
  item('support', '/office/support', { icon: 'support' }),
];
