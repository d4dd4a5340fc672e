import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { userApi } from '@sportsbook/core/api/routes/user.routes';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { AppError } from '../../../platform/http/app-error';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { CurrencyAccountsService } from './currency-accounts.service';

/** The player's calls: user/balance, user/setactiveaccount, officeapi create/deleteCurrencyAccount. */
export function registerCurrencyAccountRoutes(
  routes: RouteRegistrar,
  accounts: CurrencyAccountsService,
): void {
  async function viewOf(userId: number, accountId: number, lang: string): Promise<WalletAccount> {
    const view = (await accounts.accounts(userId, lang)).find((a) => a.id === accountId);
    if (!view) throw new AppError('NOT_FOUND', 'No such account');
    return view;
  }

  routes.implement(userApi.balance, async ({ user }) => ({
    data: { accounts: await accounts.accounts(user!.id, user!.language) },
  }));

  routes.implement(userApi.setactiveaccount, async ({ user, body }) => {
    await accounts.setActive(user!.id, body.account_id);
    return { data: { account: await viewOf(user!.id, body.account_id, user!.language) } };
  });

  routes.implement(officeApi.createCurrencyAccount, async ({ user, body }) => {
    const { accountId } = await accounts.openAccount({ userId: user!.id, currencyId: body.currency_id });
    return { data: { account: await viewOf(user!.id, accountId, user!.language) } };
  });

  routes.implement(officeApi.deleteCurrencyAccount, async ({ user, body }) => {
    await accounts.deleteAccount(user!.id, body.account_id);
    return { data: { accountId: body.account_id } };
  });
}
