import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import {
  EUR,
  TEST_CARDS,
  USD,
  deposit,
  hostedStep,
  ledgerCheck,
  listen,
  payByCard,
  paymentStatus,
  player,
  psp,
  settle,
  startDeposit,
} from '../payments-test-support';

describeEachDatabase('deposits through the sandbox provider', (t) => {
  it('offers the methods with their bounds, a fresh rand, no verification and no block', async () => {
    await listen(t());
    const p = await player(t());
    const response = await p.get('/web-api/officeapi/getrechargedata');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ src: '/sandbox-psp/pay/', needVerify: false, blocked: false });
    expect(data.rand).toMatch(/^[\w-]{20,}$/);
    expect((await p.get('/web-api/officeapi/getrechargedata')).json().data.rand).not.toBe(data.rand);
    const card = data.methods.find((m: { id: string }) => m.id === 'card');
    expect(card.limits).toContainEqual({ currency: 'USD', currencyId: USD, min: '1.00', max: '10000.00' });
    expect(data.methods.map((m: { type: string }) => m.type)).toEqual(['card', 'ewallet', 'crypto']);
  });

  it('asks unverified players to verify before a deposit once the operator requires it', async () => {
    await listen(t());
    const unverified = await player(t());
    const verified = await player(t());
    await t()
      .app.ctx.db.updateTable('users')
      .set({ email_confirmed_at: new Date(t().clock.nowMs()) })
      .where('id', '=', verified.id)
      .execute();
    const requireVerification = (on: boolean) =>
      t().injectOps({
        method: 'PUT',
        url: '/ops-api/payments/settings',
        payload: { depositNeedsVerification: on },
      });
    expect((await requireVerification(true)).statusCode).toBe(200);
    try {
      expect((await unverified.get('/web-api/officeapi/getrechargedata')).json().data.needVerify).toBe(true);
      expect((await unverified.get('/web-api/officeapi/getdeducedata')).json().data.needVerify).toBe(false);
      const refused = await startDeposit(unverified, { amount: '10' });
      expect(refused.response.statusCode).toBe(403);
      expect(refused.response.json().errors[0].code).toBe('VERIFICATION_REQUIRED');
      expect((await verified.get('/web-api/officeapi/getrechargedata')).json().data.needVerify).toBe(false);
      expect((await startDeposit(verified, { amount: '10' })).response.statusCode).toBe(200);
    } finally {
      await requireVerification(false);
    }
    expect((await unverified.get('/web-api/officeapi/getrechargedata')).json().data.needVerify).toBe(false);
  });

  it('credits the account once the card payment is captured, and only then', async () => {
    await listen(t());
    const p = await player(t());
    const { response, payment, redirectUrl } = await startDeposit(p, { amount: '25.50' });
    expect(response.statusCode).toBe(200);
    expect(payment).toMatchObject({ kind: 'deposit', status: 'created', amount: '25.50', currency: 'USD' });
    expect(redirectUrl).toMatch(/^\/sandbox-psp\/pay\/pay_/);
    expect(await p.money('USD')).toBe('0.00');

    const page = await t().app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('25.50 USD');

    expect((await payByCard(t(), redirectUrl)).statusCode).toBe(303);
    expect(await p.money('USD')).toBe('0.00');
    await settle(t());
    expect(await p.money('USD')).toBe('25.50');
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'succeeded' });
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('says of a credited deposit whether it was the player’s first, and of others nothing', async () => {
    await listen(t());
    const p = await player(t());
    const open = await startDeposit(p, { amount: '5' });
    const first = await deposit(t(), p, '10');
    const second = await deposit(t(), p, '12');
    const status = async (id: number) => (await p.get(`/web-api/payments/status/${id}`)).json().data;
    expect(await status(open.payment.id)).not.toHaveProperty('firstDeposit');
    expect(await status(first.id)).toMatchObject({ firstDeposit: true });
    expect(await status(second.id)).toMatchObject({ firstDeposit: false });
    // Asked again later, the first stays the first.
    expect(await status(first.id)).toMatchObject({ firstDeposit: true });
  });

  it('answers a repeated rand with the same payment and the same provider page', async () => {
    await listen(t());
    const p = await player(t());
    const first = await startDeposit(p, { amount: '10', rand: 'same-rand' });
    const again = await startDeposit(p, { amount: '10.00', rand: 'same-rand' });
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const other = await startDeposit(p, { amount: '11', rand: 'same-rand' });
    expect(other.response.statusCode).toBe(409);
    expect(other.response.json().errors[0].code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('refuses amounts outside the method’s bounds, bad text, unknown methods and foreign accounts', async () => {
    await listen(t());
    const p = await player(t(), [USD, EUR]);
    const cases: [object, Record<string, string[]> | string][] = [
      [{ amount: '0.99' }, { amount: ['validation_min_value'] }],
      [{ amount: '10000.01' }, { amount: ['validation_max_value'] }],
      [{ amount: '1.001' }, { amount: ['validation_invalid_value'] }],
      [{ amount: '5', method_id: 'nope' }, { method_id: ['validation_invalid_value'] }],
      [{ amount: '5', method_id: 'crypto' }, { method_id: ['validation_invalid_value'] }],
      [{ amount: '5', account_id: 999_999 }, 'NOT_FOUND'],
    ];
    for (const [body, expected] of cases) {
      const { response } = await startDeposit(p, body as { amount: string });
      if (typeof expected === 'string') expect(response.json().errors[0].code).toBe(expected);
      else expect(response.json().validation_errors, JSON.stringify(body)).toEqual(expected);
    }
    expect(await p.money('USD')).toBe('0.00');
  });

  it('leaves the account untouched when the card is declined, and fails the payment', async () => {
    await listen(t());
    const p = await player(t());
    const { payment, redirectUrl } = await startDeposit(p, { amount: '40' });
    await payByCard(t(), redirectUrl, TEST_CARDS.declined);
    await settle(t());
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'failed' });
    expect(await p.money('USD')).toBe('0.00');
  });

  it('asks for 3-D Secure and captures after the right code, fails after three wrong ones', async () => {
    await listen(t());
    const p = await player(t());
    const ok = await startDeposit(p, { amount: '30' });
    await payByCard(t(), ok.redirectUrl, TEST_CARDS.threeDSecure);
    const challenge = await t().app.inject({ method: 'GET', url: ok.redirectUrl });
    expect(challenge.body).toContain('name="code"');
    const wrong = await hostedStep(t(), ok.redirectUrl, '3ds', { code: '0000' });
    expect(wrong.headers.location).toContain('notice=wrong_code');
    await hostedStep(t(), ok.redirectUrl, '3ds', { code: '1234' });
    await settle(t());
    expect(await p.money('USD')).toBe('30.00');

    const bad = await startDeposit(p, { amount: '5' });
    await payByCard(t(), bad.redirectUrl, TEST_CARDS.threeDSecure);
    for (let i = 0; i < 3; i++) await hostedStep(t(), bad.redirectUrl, '3ds', { code: '9999' });
    await settle(t());
    expect(await paymentStatus(p, bad.payment.id)).toMatchObject({ status: 'failed' });
    expect(await p.money('USD')).toBe('30.00');
  });

  it('takes e-wallet and crypto payments; crypto is credited after its confirmation', async () => {
    await listen(t());
    const p = await player(t(), [USD, 5001]);
    const wallet = await startDeposit(p, { amount: '12', method_id: 'sandbox-wallet' });
    await hostedStep(t(), wallet.redirectUrl, 'ewallet', { login: 'payer@mail.test', action: 'approve' });
    const btcAccount = (await p.accounts()).find((a) => a.iso === 'BTC')!;
    const coins = await startDeposit(p, { amount: '0.0015', method_id: 'crypto', account_id: btcAccount.id });
    const page = await t().app.inject({ method: 'GET', url: coins.redirectUrl });
    expect(page.body).toMatch(/sb1q[0-9a-f]{38}/);
    psp(t()).setBehaviour({ confirmationDelayMs: 60_000 });
    await hostedStep(t(), coins.redirectUrl, 'crypto');
    await settle(t());
    expect(await p.money('USD')).toBe('12.00');
    expect(await p.money('BTC')).toBe('0.00000000');
    t().clock.advance(60_000);
    await settle(t());
    expect(await p.money('BTC')).toBe('0.00150000');
  });

  it('is for logged-in players only', async () => {
    for (const [method, url] of [
      ['GET', '/web-api/officeapi/getrechargedata'],
      ['POST', '/web-api/payments/deposits'],
      ['GET', '/web-api/payments/status/1'],
    ] as const) {
      expect(
        (await t().app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
      ).toBe(401);
    }
  });
});
