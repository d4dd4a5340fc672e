import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { json, mockServer, playerSession, type Handler } from '../../test/mock-server';

export function account(changes: Partial<WalletAccount> & Pick<WalletAccount, 'id' | 'iso'>): WalletAccount {
  return {
    idBonus: 0,
    type: 'real',
    money: '0.00',
    name: changes.iso,
    symbol: changes.iso,
    isActive: false,
    isMain: false,
    currencyId: 840,
    decimals: 2,
    amountOfUnplacedBets: '0.00',
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    ...changes,
  };
}

export const USD_ACCOUNT = account({
  id: 11,
  iso: 'USD',
  name: 'US Dollar',
  money: '1000.00',
  isActive: true,
  isMain: true,
});
export const EUR_ACCOUNT = account({ id: 12, iso: 'EUR', name: 'Euro', money: '250.00', currencyId: 978 });

/** A logged-in player's money calls answering like the server; a test adds or overrides what it checks. */
export function serveWallet(accounts: WalletAccount[], routes: Record<string, Handler> = {}) {
  let current = accounts;
  return mockServer({
    session: playerSession('alice'),
    routes: {
      'POST /web-api/officeapi/getLeftMenuData': () => json({ data: [] }),
      'POST /web-api/user/balance': () => json({ data: { accounts: current } }),
      'POST /web-api/user/setactiveaccount': ({ body }) => {
        const id = (body as { account_id: number }).account_id;
        current = current.map((a) => (a.type === 'real' ? { ...a, isActive: a.id === id } : a));
        return json({ data: { account: current.find((a) => a.id === id) } });
      },
      ...routes,
    },
  });
}
