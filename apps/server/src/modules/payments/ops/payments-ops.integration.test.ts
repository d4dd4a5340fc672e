import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { USD, deposit, ledgerCheck, listen, nextRand, player, startDeposit } from '../payments-test-support';

describeEachDatabase('payments for the operator', (t) => {
  const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t().injectOps({ method, url, ...(payload ? { payload } : {}) });

  it('refunds part of a deposit, then the rest, and no more; refused when the player spent it', async () => {
    await listen(t());
    const p = await player(t());
    const payment = await deposit(t(), p, '60');
    const refund = (amount: string | undefined, key: string) =>
      ops('POST', `/ops-api/payments/${payment.id}/refund`, {
        reason: 'asked',
        idempotencyKey: key,
        ...(amount ? { amount } : {}),
      });
    expect((await refund('10', 'a')).json().data.payment).toMatchObject({
      status: 'succeeded',
      refundedAmount: '10.00',
    });
    expect((await refund('10', 'a')).json().data.payment.refundedAmount).toBe('10.00');
    expect((await refund('60', 'b')).json().validation_errors).toEqual({ amount: ['validation_max_value'] });
    expect((await refund(undefined, 'c')).json().data.payment).toMatchObject({
      status: 'refunded',
      refundedAmount: '60.00',
    });
    expect((await refund('1', 'd')).json().errors[0].code).toBe('PAYMENT_STATUS_CONFLICT');
    expect(await p.money('USD')).toBe('0.00');

    const spent = await deposit(t(), p, '30');
    await p.call('/web-api/payments/withdrawals', {
      rand: nextRand(),
      method_id: 'card-payout',
      amount: '25',
      destination: '4242424242424242',
    });
    const refused = await ops('POST', `/ops-api/payments/${spent.id}/refund`, {
      reason: 'x',
      idempotencyKey: 'e',
    });
    expect(refused.json().errors[0].code).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('edits a method: countries, bounds and currencies apply at once', async () => {
    await listen(t());
    const p = await player(t());
    const methods = (await ops('GET', '/ops-api/payments/methods')).json().data.methods;
    const card = methods.find((m: { id: string }) => m.id === 'card');
    const { id: _id, ...config } = card;
    const put = (changes: object) => ops('PUT', '/ops-api/payments/methods/card', { ...config, ...changes });
    try {
      expect((await put({ currencies: { USD: { min: '20', max: '30' } } })).statusCode).toBe(200);
      const page = (await p.get('/web-api/officeapi/getrechargedata')).json().data;
      expect(page.methods.find((m: { id: string }) => m.id === 'card').limits).toEqual([
        { currency: 'USD', currencyId: USD, min: '20.00', max: '30.00' },
      ]);
      expect((await startDeposit(p, { amount: '19.99' })).response.json().validation_errors).toEqual({
        amount: ['validation_min_value'],
      });
      await put({ countries: ['DE'] });
      const hidden = (await p.get('/web-api/officeapi/getrechargedata')).json().data;
      expect(hidden.methods.map((m: { id: string }) => m.id)).not.toContain('card');
      const bad = await ops('PUT', '/ops-api/payments/methods/card', {
        ...config,
        currencies: { USD: { min: '5', max: '1' } },
      });
      expect(bad.statusCode).toBe(422);
    } finally {
      await put({});
    }
  });

  it('lists payments by status and kind', async () => {
    await listen(t());
    const p = await player(t());
    const created = (await startDeposit(p, { amount: '3' })).payment;
    const list = await ops('GET', `/ops-api/payments?userId=${p.id}&status=created&kind=deposit`);
    expect(list.json().data).toMatchObject({
      total: 1,
      items: [{ id: created.id, userId: p.id, provider: 'sandbox' }],
    });
  });
});
