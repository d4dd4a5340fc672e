import { USER_SETTINGS_DEFAULTS, type UserSettings } from '@sportsbook/core/api/routes/account-area.routes';
import { json, mockServer, playerSession, type Handler } from '../../test/mock-server';
import type { AccountData } from './api/account-data.api';

export const ACCOUNT: AccountData = {
  userId: 100000042,
  login: 'alice@example.com',
  loginName: null,
  email: 'alice@example.com',
  emailConfirmed: false,
  phone: '79161234567',
  phoneConfirmed: true,
  registrationType: 'full_reg',
  createdAt: '2024-03-01T10:00:00Z',
  fields: { name: 'Alice', surname: 'Smith', country_id: 2, address: 'Main st 1' },
  editable: ['address', 'postal_code', 'gender', 'login', 'date_birthday', 'passport_number'],
};

/** A logged-in player's office calls answering like the server; a test overrides what it checks. */
export function serveOffice(routes: Record<string, Handler> = {}, settings: Partial<UserSettings> = {}) {
  return mockServer({
    session: playerSession('alice'),
    routes: {
      'POST /web-api/officeapi/getLeftMenuData': () => json({ data: [] }),
      'POST /web-api/officeapi/getaccountdata': () => json({ data: ACCOUNT }),
      'GET /web-api/api/web/user/v1/settings': () =>
        json({
          data: { type: 'user-settings', id: '1', attributes: { ...USER_SETTINGS_DEFAULTS, ...settings } },
        }),
      ...routes,
    },
  });
}
