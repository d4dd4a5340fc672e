import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { COSTLY_GUEST_LIMIT, COSTLY_GUEST_WINDOW_MS } from '../../../platform/http/login-rate-limit';
import { USD, hostedStep, ledgerCheck, listen, payByCard, psp, settle } from '../payments-test-support';

const START = '/web-api/payments/pay-and-play';
const CLAIM = '/web-api/payments/pay-and-play/claim';

let payers = 0;
const newEmail = () => `payer-${Date.now().toString(36)}-${++payers}@bank.test`;

function identity(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Anna',
    last_name: 'Schmidt',
    birth_date: '1990-04-12',
    country: 'DE',
    email: newEmail(),
    ...overrides,
  };
}

/** A guest's start, with the claim cookie the browser keeps. */
async function start(t: TestApp, body: Record<string, unknown> = {}, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: START,
    remoteAddress,
    payload: { method_id: 'card', amount: '50', currency_id: USD, lng: 'en', ...body },
  });
  const claim = response.cookies.find((c) => c.name === 'PNP_CLAIM');
  const data = response.json().data ?? {};
  return {
    response,
    startId: data.startId as number,
    redirectUrl: data.redirectUrl as string,
    cookie: claim ? `PNP_CLAIM=${claim.value}` : '',
  };
}

function claim(t: TestApp, startId: number, cookie: string) {
  return t.app.inject({ method: 'POST', url: CLAIM, payload: { start_id: startId }, headers: { cookie } });
}

/** The payer identifies with the bank on the provider's page, then pays by card. */
async function payAs(t: TestApp, redirectUrl: string, who: Record<string, string>) {
  expect((await hostedStep(t, redirectUrl, 'identity', who)).statusCode).toBe(303);
  await payByCard(t, redirectUrl);
  await settle(t);
}

const usersWithEmail = (t: TestApp, email: string) =>
  t.app.ctx.db.selectFrom('users').select(['id', 'name', 'surname']).where('email', '=', email).execute();

const pspPaymentOf = (t: TestApp, startId: number) =>
  t.app.ctx.db
    .selectFrom('psp_payments')
    .select(['id', 'status', 'amount', 'refunded_amount'])
    .where('merchant_reference', '=', `pnp-${startId}`)
    .executeTakeFirstOrThrow();

const pnpPayments = (t: TestApp) =>
  t.app.ctx.db.selectFrom('psp_payments').select('id').where('merchant_reference', 'like', 'pnp-%').execute();

describeEachDatabase('pay and play', (t) => {
  it('offers the methods that identify the payer, with their bounds and currencies', async () => {
    const response = await t().app.inject({ method: 'GET', url: `${START}/options?country=DE` });
    expect(response.statusCode).toBe(200);
    const { methods, currencies, country } = response.json().data;
    expect(country).toBe('DE');
    expect(methods.map((m: { type: string }) => m.type)).toEqual(['card', 'ewallet']);
    expect(methods[0].limits).toContainEqual({
      currency: 'USD',
      currencyId: USD,
      min: '1.00',
      max: '10000.00',
    });
    expect(currencies).toContainEqual({ id: USD, code: 'USD', symbol: '$', name: 'US Dollar', decimals: 2 });
  });

  it('refuses a method without identification, a hidden currency and an amount out of bounds', async () => {
    await listen(t());
    for (const [body, field] of [
      [{ method_id: 'crypto' }, 'method_id'],
      [{ currency_id: 276 }, 'currency_id'],
      [{ amount: '0.5' }, 'amount'],
    ] as const) {
      const { response, cookie } = await start(t(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().validation_errors)).toEqual([field]);
      expect(cookie).toBe('');
    }
  });

  it('opens the account of the payer the bank identified, credits the deposit once and logs the browser in', async () => {
    await listen(t());
    const started = await start(t());
    expect(started.response.statusCode, started.response.body).toBe(200);
    expect(started.redirectUrl).toMatch(/^\/sandbox-psp\/pay\/pay_/);
    const page = await t().app.inject({ method: 'GET', url: started.redirectUrl });
    expect(page.body).toContain('name="birth_date"');
    // The provider takes no payment before the bank named the payer.
    await payByCard(t(), started.redirectUrl);
    expect((await pspPaymentOf(t(), started.startId)).status).toBe('requires_payment');

    const who = identity();
    await payAs(t(), started.redirectUrl, who);
    const [user] = await usersWithEmail(t(), who.email);
    expect(user).toMatchObject({ name: 'Anna', surname: 'Schmidt' });

    expect((await claim(t(), started.startId, 'PNP_CLAIM=someone-else')).statusCode).toBe(404);
    const claimed = await claim(t(), started.startId, started.cookie);
    expect(claimed.json().data).toEqual({ status: 'completed', refusal: null, loggedIn: true });
    const session = claimed.cookies.find((c) => c.name === 'SESSION');
    expect(session).toBeDefined();
    const balance = async () =>
      (
        await t().injectAs(`SESSION=${session!.value}`, { method: 'POST', url: '/web-api/user/balance' })
      ).json().data.accounts;
    expect((await balance()).find((a: { iso: string }) => a.iso === 'USD')).toMatchObject({
      money: '50.00',
      isMain: true,
    });
    // The browser logs in once; a second claim only tells the state.
    expect((await claim(t(), started.startId, started.cookie)).json().data).toMatchObject({
      status: 'completed',
      loggedIn: false,
    });

    // The provider delivers the capture again: it changes nothing.
    const [capture] = await t()
      .app.ctx.db.selectFrom('psp_deliveries')
      .select('event_id')
      .where('body', 'like', `%"merchant_reference":"pnp-${started.startId}"%`)
      .execute();
    expect(await psp(t()).deliveries.redeliver(capture!.event_id)).toBe(true);
    await settle(t());
    expect((await balance()).find((a: { iso: string }) => a.iso === 'USD').money).toBe('50.00');
    expect(await usersWithEmail(t(), who.email)).toHaveLength(1);
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('makes nothing when the payer cancels', async () => {
    await listen(t());
    const started = await start(t(), { method_id: 'sandbox-wallet' });
    const who = identity();
    await hostedStep(t(), started.redirectUrl, 'identity', who);
    await hostedStep(t(), started.redirectUrl, 'cancel');
    await settle(t());
    expect((await claim(t(), started.startId, started.cookie)).json().data).toEqual({
      status: 'failed',
      refusal: null,
      loggedIn: false,
    });
    expect(await usersWithEmail(t(), who.email)).toEqual([]);
  });

  it('refuses a payer whose e-mail has an account or who is under age, and refunds the payment in full', async () => {
    await listen(t());
    const existing = await t().createPlayer();
    for (const [who, refusal] of [
      [identity({ email: existing.email.toUpperCase() }), 'email_taken'],
      [identity({ birth_date: '2015-06-01' }), 'underage'],
    ] as const) {
      const started = await start(t());
      await payAs(t(), started.redirectUrl, who);
      expect((await claim(t(), started.startId, started.cookie)).json().data).toEqual({
        status: 'refused',
        refusal,
        loggedIn: false,
      });
      await settle(t());
      const atProvider = await pspPaymentOf(t(), started.startId);
      expect(atProvider.refunded_amount).toBe(atProvider.amount);
    }
    expect(await usersWithEmail(t(), existing.email)).toHaveLength(1);
    const session = await t().loginAs(existing);
    const accounts = (await t().injectAs(session, { method: 'POST', url: '/web-api/user/balance' })).json()
      .data.accounts;
    expect(accounts.every((a: { money: string }) => Number(a.money) === 0)).toBe(true);
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('refuses a logged-in player: they deposit through the recharge page', async () => {
    await listen(t());
    const session = await t().loginAs(await t().createPlayer());
    const before = (await pnpPayments(t())).length;
    const response = await t().injectAs(session, {
      method: 'POST',
      url: START,
      payload: { method_id: 'card', amount: '50', currency_id: USD, lng: 'en' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('ACCESS_DENIED');
    expect(response.cookies.find((c) => c.name === 'PNP_CLAIM')).toBeUndefined();
    expect(await pnpPayments(t())).toHaveLength(before);
  });

  it('limits the starts of one address, not of the others, until the window passes', async () => {
    await listen(t());
    for (let i = 0; i < COSTLY_GUEST_LIMIT; i++) {
      expect((await start(t(), {}, '198.51.100.7')).response.statusCode).toBe(200);
    }
    const limited = await start(t(), {}, '198.51.100.7');
    expect(limited.response.statusCode).toBe(429);
    expect(limited.response.json().errors[0].code).toBe('RATE_LIMITED');
    expect(Number(limited.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.cookie).toBe('');
    expect((await start(t(), {}, '198.51.100.8')).response.statusCode).toBe(200);
    t().clock.advance(COSTLY_GUEST_WINDOW_MS + 1000);
    expect((await start(t(), {}, '198.51.100.7')).response.statusCode).toBe(200);
  });
});
