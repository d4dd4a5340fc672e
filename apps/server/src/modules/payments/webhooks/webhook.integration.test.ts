import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import { sandboxPspCredentials } from '../../sandbox-psp/psp-credentials';
import { PSP_SIGNATURE_HEADER, signPayload } from '../../sandbox-psp/psp-signature';
import {
  deposit,
  ledgerCheck,
  listen,
  payByCard,
  paymentStatus,
  player,
  psp,
  settle,
  startDeposit,
} from '../payments-test-support';

const WEBHOOK = '/web-api/payments/webhooks/sandbox';

/** The provider's queued events, oldest first, as the provider would send them (tests send them by hand). */
async function queued(t: TestApp) {
  return t.app.ctx.db
    .selectFrom('psp_deliveries')
    .select(['id', 'event_id', 'body'])
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .execute();
}

async function markSent(t: TestApp) {
  await t.app.ctx.db.updateTable('psp_deliveries').set({ delivered_at: t.clock.now() }).execute();
}

/** A test that delivers by hand starts from an empty queue (earlier tests of the suite leave events). */
async function listenManually(t: TestApp) {
  await listen(t);
  await markSent(t);
}

function post(t: TestApp, body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [PSP_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });
}

function signed(
  t: TestApp,
  body: string,
  secret = sandboxPspCredentials(t.app.ctx.settings.sessionSecret).webhookSecret,
) {
  return post(t, body, signPayload(secret, body, Math.floor(t.clock.nowMs() / 1000)));
}

describeEachDatabase('provider webhooks', (t) => {
  it('refuses a missing, wrong, stale or foreign signature and a changed body, and moves nothing', async () => {
    await listenManually(t());
    const p = await player(t());
    const { payment, redirectUrl } = await startDeposit(p, { amount: '20' });
    await payByCard(t(), redirectUrl);
    const [event] = await queued(t());
    const body = event!.body;
    const now = Math.floor(t().clock.nowMs() / 1000);
    const { webhookSecret } = sandboxPspCredentials(t().app.ctx.settings.sessionSecret);
    const attempts = [
      post(t(), body),
      post(t(), body, 't=1,v1=00'),
      post(t(), body, signPayload(webhookSecret, body, now - 3600)),
      post(t(), body, signPayload('whsec_someone-else', body, now)),
      post(t(), body.replace('"20', '"99'), signPayload(webhookSecret, body, now)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'created' });
    expect((await signed(t(), body)).json()).toEqual({ received: true, duplicate: false });
    expect(await p.money('USD')).toBe('20.00');
  });

  it('treats a replay of the same signed request as a harmless duplicate, also 20 at once', async () => {
    await listenManually(t());
    const p = await player(t());
    const { redirectUrl } = await startDeposit(p, { amount: '15' });
    await payByCard(t(), redirectUrl);
    const [event] = await queued(t());
    const replies = await Promise.all(Array.from({ length: 20 }, () => signed(t(), event!.body)));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(replies.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await p.money('USD')).toBe('15.00');
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('refuses a refund before capture, at our side and at the provider', async () => {
    await listen(t());
    const p = await player(t());
    const { payment, redirectUrl } = await startDeposit(p, { amount: '50' });
    const refund = (key: string) =>
      t().injectOps({
        method: 'POST',
        url: `/ops-api/payments/${payment.id}/refund`,
        payload: { reason: 'test', idempotencyKey: key },
      });
    const early = await refund('early');
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('PAYMENT_NOT_CAPTURED');

    const providerRef = redirectUrl.split('/').pop()!;
    const { apiKey } = sandboxPspCredentials(t().app.ctx.settings.sessionSecret);
    const atProvider = await t().app.inject({
      method: 'POST',
      url: `/sandbox-psp/api/v1/payments/${providerRef}/refunds`,
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { merchant_reference: 'direct' },
    });
    expect(atProvider.statusCode).toBe(409);
    expect(atProvider.json().error.code).toBe('payment_not_captured');

    await payByCard(t(), redirectUrl);
    await settle(t());
    const late = await refund('late');
    expect(late.json().data.payment).toMatchObject({ status: 'refunded', refundedAmount: '50.00' });
    expect(await p.money('USD')).toBe('0.00');
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('applies events in any order: a refund that overtakes its capture waits (409) and then applies', async () => {
    await listenManually(t());
    const p = await player(t());
    const { payment, redirectUrl } = await startDeposit(p, { amount: '80' });
    await payByCard(t(), redirectUrl);
    const { apiKey } = sandboxPspCredentials(t().app.ctx.settings.sessionSecret);
    await t().app.inject({
      method: 'POST',
      url: `/sandbox-psp/api/v1/payments/${redirectUrl.split('/').pop()}/refunds`,
      headers: { authorization: `Bearer ${apiKey}` },
      payload: { amount: '3000', merchant_reference: 'provider-side' },
    });
    const [captured, refunded] = await queued(t());
    await markSent(t());
    const early = await signed(t(), refunded!.body);
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0].code).toBe('WEBHOOK_NOT_APPLICABLE');
    expect(await p.money('USD')).toBe('0.00');
    expect((await signed(t(), captured!.body)).statusCode).toBe(200);
    expect((await signed(t(), refunded!.body)).json()).toEqual({ received: true, duplicate: false });
    expect(await p.money('USD')).toBe('50.00');
    expect(await paymentStatus(p, payment.id)).toMatchObject({
      status: 'succeeded',
      refundedAmount: '30.00',
    });
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('keeps a late duplicate of a capture harmless after the refund', async () => {
    await listen(t());
    const p = await player(t());
    const payment = await deposit(t(), p, '25');
    const [capture] = await t()
      .app.ctx.db.selectFrom('psp_deliveries')
      .select(['event_id', 'body'])
      .where('body', 'like', `%"merchant_reference":"${payment.id}"%`)
      .execute();
    const refunded = await t().injectOps({
      method: 'POST',
      url: `/ops-api/payments/${payment.id}/refund`,
      payload: { amount: '25', reason: 'test', idempotencyKey: `r-${payment.id}` },
    });
    expect(refunded.json().data.payment.status).toBe('refunded');
    await settle(t());
    expect(await psp(t()).deliveries.redeliver(capture!.event_id)).toBe(true);
    await settle(t());
    expect((await signed(t(), capture!.body)).json()).toEqual({ received: true, duplicate: true });
    expect(await p.money('USD')).toBe('0.00');
    expect(await paymentStatus(p, payment.id)).toMatchObject({ status: 'refunded' });
    expect(await ledgerCheck(t())).toMatchObject({ ok: true });
  });

  it('stays exact while the provider duplicates and reorders every delivery', async () => {
    await listenManually(t());
    psp(t()).setBehaviour({ duplicateRate: 1, reorderWindowMs: 0 });
    try {
      const p = await player(t());
      for (const amount of ['1', '2', '3', '4']) {
        const { redirectUrl } = await startDeposit(p, { amount });
        await payByCard(t(), redirectUrl);
      }
      const all = await queued(t());
      expect(all.length).toBe(8);
      await markSent(t());
      for (const row of [...all].reverse()) expect((await signed(t(), row.body)).statusCode).toBe(200);
      expect(await p.money('USD')).toBe('10.00');
      expect(await ledgerCheck(t())).toMatchObject({ ok: true });
    } finally {
      psp(t()).setBehaviour({ duplicateRate: 0, reorderWindowMs: 0 });
    }
  });

  it('retries a delivery the product did not acknowledge, until it does', async () => {
    await listenManually(t());
    const p = await player(t());
    const { redirectUrl } = await startDeposit(p, { amount: '7' });
    await payByCard(t(), redirectUrl);
    const [row] = await queued(t());
    await t()
      .app.ctx.db.updateTable('psp_deliveries')
      .set({ url: 'http://127.0.0.1:9/nowhere' })
      .where('id', '=', row!.id)
      .execute();
    await settle(t(), 1);
    const failed = await t()
      .app.ctx.db.selectFrom('psp_deliveries')
      .selectAll()
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ attempts: 1, delivered_at: null });
    expect(failed.last_error).toBeTruthy();
    const realUrl = `http://127.0.0.1:${(t().app.server.address() as { port: number }).port}${WEBHOOK}`;
    await t()
      .app.ctx.db.updateTable('psp_deliveries')
      .set({ url: realUrl })
      .where('id', '=', row!.id)
      .execute();
    await settle(t(), 1);
    expect(await p.money('USD')).toBe('0.00');
    t().clock.advance(60_000);
    await settle(t(), 1);
    expect(await p.money('USD')).toBe('7.00');
  });
});
