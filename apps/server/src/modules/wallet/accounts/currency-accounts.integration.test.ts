import { expect, it } from 'vitest';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { REFERENCE_SERVICE } from '../../reference/reference.service';
import { WALLET_SERVICE } from '../wallet.contract';
import { BTC, EUR, USD, adjust } from '../wallet-test-support';

async function signedIn(t: TestApp) {
  const player = await t.createPlayer();
  const cookie = await t.loginAs(player);
  const call = (url: string, payload?: object) =>
    t.injectAs(cookie, { method: 'POST', url, payload: payload ?? {} });
  const accounts = async (): Promise<WalletAccount[]> =>
    (await call('/web-api/user/balance')).json().data.accounts;
  const credit = (currencyId: number, amount: string) =>
    adjust(t, {
      userId: player.id,
      currencyId,
      direction: 'credit',
      amount,
      idempotencyKey: `${currencyId}:${amount}`,
    });
  return { player, call, accounts, credit };
}

const create = '/web-api/officeapi/createCurrencyAccount';
const remove = '/web-api/officeapi/deleteCurrencyAccount';
const setActive = '/web-api/user/setactiveaccount';

describeEachDatabase('currency accounts', (t) => {
  it('opens the first account as main and active, further ones beside it, and the same currency once', async () => {
    const { call, accounts } = await signedIn(t());
    expect(await accounts()).toEqual([]);
    const first = await call(create, { currency_id: USD });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.account).toEqual({
      id: expect.any(Number),
      idBonus: 0,
      type: 'real',
      money: '0.00',
      name: 'US Dollar',
      iso: 'USD',
      symbol: '$',
      isActive: true,
      isMain: true,
      currencyId: USD,
      decimals: 2,
      amountOfUnplacedBets: '0.00',
      points: 0,
      isBonusAccount: false,
      isPointsTypeBalance: false,
    });
    const second = (await call(create, { currency_id: String(EUR) })).json().data.account;
    expect(second).toMatchObject({ iso: 'EUR', isActive: false, isMain: false });
    const again = (await call(create, { currency_id: USD })).json().data.account;
    expect(again.id).toBe(first.json().data.account.id);
    expect((await accounts()).map((a) => a.iso)).toEqual(['USD', 'EUR']);
  });

  it('refuses unknown and hidden currencies with a field error', async () => {
    const { call } = await signedIn(t());
    const currencies = await t()
      .app.ctx.services.get(REFERENCE_SERVICE)
      .getCurrencies({ includeHidden: true });
    const hidden = currencies.find((c) => c.hide)!;
    for (const currencyId of [999_999, hidden.id]) {
      const response = await call(create, { currency_id: currencyId });
      expect(response.statusCode, String(currencyId)).toBe(422);
      expect(response.json().validation_errors).toEqual({ currency_id: ['validation_invalid_value'] });
    }
  });

  it('switches the active account, only to one of the player’s own', async () => {
    const { call, accounts } = await signedIn(t());
    await call(create, { currency_id: USD });
    const eur = (await call(create, { currency_id: EUR })).json().data.account;
    const switched = await call(setActive, { account_id: eur.id });
    expect(switched.json().data.account).toMatchObject({ id: eur.id, isActive: true, isMain: false });
    expect((await accounts()).filter((a) => a.isActive).map((a) => a.iso)).toEqual(['EUR']);

    const stranger = await signedIn(t());
    const foreign = await stranger.call(setActive, { account_id: eur.id });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes only an empty account that is neither main nor active, and reopens it on request', async () => {
    const { call, accounts, credit } = await signedIn(t());
    const usd = (await call(create, { currency_id: USD })).json().data.account;
    const eur = (await call(create, { currency_id: EUR })).json().data.account;

    const main = await call(remove, { account_id: usd.id });
    expect(main.statusCode).toBe(409);
    expect(main.json().errors[0].code).toBe('ACCOUNT_IN_USE');

    expect((await credit(EUR, '0.01')).statusCode).toBe(200);
    const full = await call(remove, { account_id: eur.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors[0].code).toBe('ACCOUNT_NOT_EMPTY');

    const btc = (await call(create, { currency_id: BTC })).json().data.account;
    expect((await call(remove, { account_id: btc.id })).json()).toEqual({ data: { accountId: btc.id } });
    expect((await accounts()).map((a) => a.iso)).toEqual(['USD', 'EUR']);
    expect((await call(remove, { account_id: btc.id })).statusCode).toBe(404);
    expect((await call(create, { currency_id: BTC })).json().data.account.id).toBe(btc.id);
  });

  it('shows fiat to 2 decimals and crypto with its own, what stakes hold apart from what can be spent', async () => {
    const { player, call, accounts, credit } = await signedIn(t());
    const usd = (await call(create, { currency_id: USD })).json().data.account;
    await call(create, { currency_id: BTC });
    expect((await credit(USD, '125.5')).json().data).toMatchObject({
      balance: '125.50',
      balanceMinor: '12550',
    });
    await credit(BTC, '0.00012345');

    const wallet = t().app.ctx.services.get(WALLET_SERVICE);
    await wallet.transaction((trx) =>
      wallet.reserve(trx, {
        kind: 'stake',
        debitAccountId: usd.id,
        creditAccountId: wallet.houseAccountId('bets_in_play', 'USD'),
        amountMinor: 2550n,
        reference: `test:${player.id}`,
      }),
    );
    expect((await accounts()).map((a) => [a.iso, a.money, a.amountOfUnplacedBets])).toEqual([
      ['USD', '100.00', '25.50'],
      ['BTC', '0.00012345', '0.00000000'],
    ]);
  });

  it('lists bonus and points balances apart from real money', async () => {
    const { player, call, accounts } = await signedIn(t());
    await call(create, { currency_id: USD });
    const wallet = t().app.ctx.services.get(WALLET_SERVICE);
    await wallet.transaction(async (trx) => {
      const bonus = await wallet.playerAccount(trx, { userId: player.id, kind: 'bonus', currency: 'USD' });
      const points = await wallet.playerAccount(trx, { userId: player.id, kind: 'points', currency: 'PTS' });
      await wallet.post(trx, {
        kind: 'bonus.grant',
        postings: [
          { accountId: wallet.houseAccountId('house_results', 'USD'), amountMinor: -500n },
          { accountId: bonus.accountId, amountMinor: 500n },
        ],
      });
      await wallet.post(trx, {
        kind: 'points.grant',
        postings: [
          { accountId: wallet.houseAccountId('house_results', 'PTS'), amountMinor: -42n },
          { accountId: points.accountId, amountMinor: 42n },
        ],
      });
    });
    const list = await accounts();
    expect(
      list.map((a) => [a.type, a.iso, a.money, a.isBonusAccount, a.isPointsTypeBalance, a.points]),
    ).toEqual([
      ['real', 'USD', '0.00', false, false, 0],
      ['bonus', 'USD', '5.00', true, false, 0],
      ['points', 'PTS', '42', false, true, 42],
    ]);
    expect(list[0]!.idBonus).toBe(list[1]!.id);
  });

  it('answers guests with 401', async () => {
    for (const url of ['/web-api/user/balance', create, remove, setActive]) {
      const response = await t().app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
