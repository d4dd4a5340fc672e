import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import {
  EUR,
  USD,
  deposit,
  ledgerCheck,
  listen,
  nextRand,
  paymentStatus,
  player,
  settle,
  type Player,
} from '../payments-test-support';

const withdraw = (p: Player, body: Record<string, unknown>) =>
  p.call('/web-api/payments/withdrawals', {
    method_id: 'card-payout',
    destination: '4242 4242 4242 4242',
    rand: nextRand('wd'),
    ...body,
  });

describeEachDatabase('withdrawals', (t) => {
  const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t().injectOps({ method, url, ...(payload ? { payload } : {}) });

  it('holds a small amount at once, pays it automatically and shows it as paid', async () => {
    await listen(t());
    const p = await player(t());
    await deposit(t(), p, '100');
    const response = await withdraw(p, { amount: '40' });
    expect(response.statusCode).toBe(200);
    const payment = response.json().data.payment;
    expect(payment).toMatchObject({
      kind: 'withdrawal',
      status: 'processing',
      amount: '40.00',
      destination: '•••• 4242',
    });
    expect(await p.money('USD')).toBe('60.00');
    await settle(t());
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'succeeded', canCancel: false });
    expect(await p.money('USD')).toBe('60.00');
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('keeps a large amount pending for the operator; approval pays, rejection releases', async () => {
    await listen(t());
    const p = await player(t());
    await deposit(t(), p, '2000');
    const big = (await withdraw(p, { amount: '600' })).json().data.payment;
    expect(big).toMatchObject({ status: 'pending', canCancel: true });
    const queue = await ops('GET', `/ops-api/payments?status=pending&kind=withdrawal&userId=${p.id}`);
    expect(queue.json().data.items.map((i: { id: number }) => i.id)).toEqual([big.id]);
    const approved = await ops('POST', `/ops-api/payments/${big.id}/approve`);
    expect(approved.json().data.payment).toMatchObject({
      status: 'processing',
      providerReference: expect.stringMatching(/^po_/),
    });
    expect((await ops('POST', `/ops-api/payments/${big.id}/approve`)).statusCode).toBe(200);
    await settle(t());
    expect(await paymentStatus(p, big.id)).toMatchObject({ status: 'succeeded' });
    expect(await p.money('USD')).toBe('1400.00');

    const other = (await withdraw(p, { amount: '700' })).json().data.payment;
    expect(await p.money('USD')).toBe('700.00');
    const rejected = await ops('POST', `/ops-api/payments/${other.id}/reject`, {
      reason: 'documents needed',
    });
    expect(rejected.json().data.payment).toMatchObject({
      status: 'rejected',
      failureReason: 'documents needed',
    });
    expect(await p.money('USD')).toBe('1400.00');
    expect((await ops('POST', `/ops-api/payments/${other.id}/approve`)).json().errors[0].code).toBe(
      'PAYMENT_STATUS_CONFLICT',
    );
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('lets the player cancel a pending request, and only a pending one', async () => {
    await listen(t());
    const p = await player(t());
    await deposit(t(), p, '1000');
    const pending = (await withdraw(p, { amount: '800' })).json().data.payment;
    const requests = (await p.call('/web-api/officeapi/getpaymentrequests', { only_open: true })).json().data;
    expect(requests.items.map((i: { id: number }) => i.id)).toEqual([pending.id]);
    const cancelled = await p.call('/web-api/officeapi/cancelpaymentrequest', { request_id: pending.id });
    expect(cancelled.json().data.payment).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(await p.money('USD')).toBe('1000.00');
    const again = await p.call('/web-api/officeapi/cancelpaymentrequest', { request_id: pending.id });
    expect(again.statusCode).toBe(200);

    const paid = (await withdraw(p, { amount: '10' })).json().data.payment;
    const late = await p.call('/web-api/officeapi/cancelpaymentrequest', { request_id: paid.id });
    expect(late.json().errors[0].code).toBe('PAYMENT_STATUS_CONFLICT');
    const stranger = await player(t());
    const foreign = await stranger.call('/web-api/officeapi/cancelpaymentrequest', {
      request_id: pending.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses more than the account can spend, and holds nothing then', async () => {
    await listen(t());
    const p = await player(t());
    await deposit(t(), p, '50');
    const response = await withdraw(p, { amount: '50.01' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('INSUFFICIENT_FUNDS');
    expect(await p.money('USD')).toBe('50.00');
    expect((await p.call('/web-api/officeapi/getpaymentrequests')).json().data.total).toBe(0);
  });

  it('releases the hold when the provider cannot pay to the destination', async () => {
    await listen(t());
    const p = await player(t());
    await deposit(t(), p, '100');
    const payment = (await withdraw(p, { amount: '30', destination: '4000 0000 0000 0002' })).json().data
      .payment;
    expect(await p.money('USD')).toBe('70.00');
    await settle(t());
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'failed' });
    expect(await p.money('USD')).toBe('100.00');
  });

  it('checks the destination, the method and answers a repeated rand once', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    await deposit(t(), p, '100');
    const badCard = await withdraw(p, { amount: '5', destination: '1234' });
    expect(badCard.json().validation_errors).toEqual({ destination: ['validation_match'] });
    const badWallet = await withdraw(p, {
      amount: '5',
      method_id: 'sandbox-wallet-payout',
      destination: 'x',
    });
    expect(badWallet.json().validation_errors).toEqual({ destination: ['validation_match'] });
    const first = await withdraw(p, { amount: '5', rand: 'one' });
    const second = await withdraw(p, { amount: '5', rand: 'one' });
    expect(second.json().data.payment.id).toBe(first.json().data.payment.id);
    expect(await p.money('USD')).toBe('95.00');
  });

  it('answers error code blocked on the withdrawal page of a blocked player, and refuses the request', async () => {
    await listen(t());
    const p = await player(t());
    expect((await p.get('/web-api/officeapi/getdeducedata')).json().data).toMatchObject({
      blocked: false,
      needVerify: false,
    });
    await t().injectOps({
      method: 'PUT',
      url: `/ops-api/payments/blocks/${p.id}`,
      payload: { deposit: true, withdrawal: true, reason: 'review' },
    });
    const page = await p.get('/web-api/officeapi/getdeducedata');
    expect(page.statusCode).toBe(403);
    expect(page.json().errors[0].code).toBe('blocked');
    expect((await withdraw(p, { amount: '5' })).json().errors[0].code).toBe('blocked');
    expect((await p.get('/web-api/officeapi/getrechargedata')).json().data.blocked).toBe(true);
  });

  it('asks unverified players to verify first once the operator requires it', async () => {
    await listen(t());
    const p = await player(t());
    await t().injectOps({
      method: 'PUT',
      url: '/ops-api/payments/settings',
      payload: { withdrawalNeedsVerification: true },
    });
    try {
      expect((await p.get('/web-api/officeapi/getdeducedata')).json().data.needVerify).toBe(true);
      expect((await p.get('/web-api/officeapi/getrechargedata')).json().data.needVerify).toBe(false);
      expect((await withdraw(p, { amount: '5' })).json().errors[0].code).toBe('VERIFICATION_REQUIRED');
    } finally {
      await t().injectOps({
        method: 'PUT',
        url: '/ops-api/payments/settings',
        payload: { withdrawalNeedsVerification: false },
      });
    }
  });
});
