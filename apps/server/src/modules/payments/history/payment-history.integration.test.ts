import { expect, it } from 'vitest';
import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { EUR, USD, deposit, listen, nextRand, player, settle, startDeposit } from '../payments-test-support';

describeEachDatabase('payment history, requests and paycheck', (t) => {
  it('lists the main account’s payments newest first and the other accounts’ apart', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    const eur = (await p.accounts()).find((a) => a.iso === 'EUR')!;
    const first = await deposit(t(), p, '100');
    const second = await deposit(t(), p, '20');
    const inEur = await deposit(t(), p, '30', { account_id: eur.id });
    const withdrawal = await p.call('/web-api/payments/withdrawals', {
      rand: nextRand(),
      method_id: 'card-payout',
      amount: '5',
      destination: '4242424242424242',
    });
    await settle(t());
    const main = (await p.call('/web-api/officeapi/gethistorypaymentmainaccount', { page_number: 1 })).json()
      .data;
    expect(main.items.map((i: { id: number; kind: string }) => [i.id, i.kind])).toEqual([
      [withdrawal.json().data.payment.id, 'withdrawal'],
      [second.id, 'deposit'],
      [first.id, 'deposit'],
    ]);
    expect(main).toMatchObject({ page: 1, pageSize: 20, total: 3, hasMore: false });
    expect(main.items[0]).toMatchObject({
      status: 'succeeded',
      amount: '5.00',
      destination: '•••• 4242',
      isArchived: false,
    });

    const others = (await p.call('/web-api/officeapi/gethistorypaymentvirtualaccount', {})).json().data;
    expect(others.items.map((i: { id: number }) => i.id)).toEqual([inEur.id]);
    const one = await p.call('/web-api/officeapi/gethistorypaymentvirtualaccount', { account_id: eur.id });
    expect(one.json().data.total).toBe(1);
    const stranger = await player(t());
    expect(
      (await stranger.call('/web-api/officeapi/gethistorypaymentmainaccount', {})).json().data.total,
    ).toBe(0);
  });

  it('keeps one source in either history when the player picks it from the sources, answering the contract', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    const eur = (await p.accounts()).find((a) => a.iso === 'EUR')!;
    const byCard = await deposit(t(), p, '40');
    const byWallet = (await startDeposit(p, { amount: '12', method_id: 'sandbox-wallet' })).payment;
    const eurByWallet = (
      await startDeposit(p, { amount: '7', method_id: 'sandbox-wallet', account_id: eur.id })
    ).payment;
    await deposit(t(), p, '8', { account_id: eur.id });

    const sources = officeApi.gethistorypaymentsource.response.parse(
      (await p.get('/web-api/officeapi/gethistorypaymentsource')).json(),
    ).data.sources;
    const wallet = sources.find(
      (source) => source.name === 'Sandbox Wallet' && source.direction === 'deposit',
    )!;
    const history = async (
      call: 'gethistorypaymentmainaccount' | 'gethistorypaymentvirtualaccount',
      body = {},
    ) => officeApi[call].response.parse((await p.call(`/web-api/officeapi/${call}`, body)).json()).data;

    expect((await history('gethistorypaymentmainaccount')).items.map((i) => i.id)).toEqual([
      byWallet.id,
      byCard.id,
    ]);
    const mainByWallet = await history('gethistorypaymentmainaccount', { source_id: wallet.id });
    expect(mainByWallet.items.map((i) => [i.id, i.methodId])).toEqual([[byWallet.id, 'sandbox-wallet']]);
    expect(mainByWallet.total).toBe(1);
    const othersByWallet = await history('gethistorypaymentvirtualaccount', { source_id: wallet.id });
    expect(othersByWallet.items.map((i) => i.id)).toEqual([eurByWallet.id]);
    expect((await history('gethistorypaymentvirtualaccount')).total).toBe(2);
    expect((await history('gethistorypaymentmainaccount', { source_id: 'crypto' })).total).toBe(0);
    expect(
      (await p.call('/web-api/officeapi/gethistorypaymentmainaccount', { source_id: '' })).statusCode,
    ).toBe(422);
  });

  it('keeps payments older than the archive age out unless the archive is asked for, and pages', async () => {
    await listen(t());
    const p = await player(t());
    const old = [];
    for (let i = 0; i < 3; i++) old.push((await deposit(t(), p, String(i + 1))).id);
    // Made 91 days ago (moving the clock instead would end the session).
    await t()
      .app.ctx.db.updateTable('payments')
      .set({ created_at: new Date(t().clock.nowMs() - 91 * 86_400_000) })
      .where('id', 'in', old.map(BigInt))
      .execute();
    await deposit(t(), p, '9');
    const recent = (await p.call('/web-api/officeapi/gethistorypaymentmainaccount', {})).json().data;
    expect(recent.total).toBe(1);
    const all = (
      await p.call('/web-api/officeapi/gethistorypaymentmainaccount', {
        is_include_archive: 1,
        page_number: 1,
      })
    ).json().data;
    expect(all.total).toBe(4);
    expect(all.items.filter((i: { isArchived: boolean }) => i.isArchived)).toHaveLength(3);
    const second = await p.call('/web-api/officeapi/gethistorypaymentmainaccount', {
      is_include_archive: 'true',
      page_number: 2,
    });
    expect(second.json().data).toMatchObject({ page: 2, items: [], hasMore: false });
  });

  it('gives a receipt of the player’s own payment and the sources for the filter', async () => {
    await listen(t());
    const p = await player(t());
    const payment = await deposit(t(), p, '44.40');
    const check = (await p.call('/web-api/officeapi/getpaycheck', { payment_id: payment.id })).json().data;
    expect(check).toMatchObject({
      payment: { id: payment.id, status: 'succeeded', amount: '44.40', methodName: 'Visa / Mastercard' },
      providerReference: expect.stringMatching(/^pay_/),
      accountName: 'US Dollar',
      refunds: [],
    });
    const stranger = await player(t());
    expect(
      (await stranger.call('/web-api/officeapi/getpaycheck', { payment_id: payment.id })).statusCode,
    ).toBe(404);
    const currencies = (await p.get('/web-api/payments/currencies')).json().data.currencies;
    expect(currencies).toContainEqual({
      id: 840,
      code: 'USD',
      symbol: '$',
      name: 'US Dollar',
      decimals: 2,
      isCrypto: false,
    });
    expect(currencies.every((c: { code: string }) => c.code !== 'IRR')).toBe(true);
    const sources = (await p.get('/web-api/officeapi/gethistorypaymentsource')).json().data.sources;
    expect(sources).toContainEqual({
      id: 'card',
      name: 'Visa / Mastercard',
      type: 'card',
      direction: 'deposit',
    });
  });
});
