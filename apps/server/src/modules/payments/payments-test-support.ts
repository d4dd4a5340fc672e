import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import type { PaymentView } from '@sportsbook/core/payments/payment.schema';
import type { TestApp } from '../../../test/harness/test-app';
import { SANDBOX_PSP_SERVICE } from '../sandbox-psp/sandbox-psp.module';
import { TEST_CARDS } from '../sandbox-psp/psp-test-cards';

export { TEST_CARDS };
export const USD = 840;
export const EUR = 978;
export const BTC = 5001;

/**
 * Payments need the server to listen: the product reaches the sandbox provider, and the provider the product's
 * webhook, over HTTP. The provider's worker is stopped, so a test decides when events go out (`settle`).
 */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  await psp(t).worker.stop();
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export const psp = (t: TestApp) => t.app.ctx.services.get(SANDBOX_PSP_SERVICE);

/** Runs the provider's worker until nothing is due: confirmations, payouts, webhook deliveries. */
export async function settle(t: TestApp, rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round++) await psp(t).worker.tick();
}

export interface Player {
  readonly id: number;
  call(url: string, payload?: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  accounts(): Promise<WalletAccount[]>;
  /** What the account in this currency can spend, as displayed. */
  money(iso: string): Promise<string | undefined>;
}

let addresses = 0;

/** Logs in from an address of its own, so suites that create many players stay below the login rate limit. */
async function login(t: TestApp, created: { email: string; password: string }): Promise<string> {
  addresses += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/web-api/user/auth',
    payload: { login: created.email, password: created.password },
    remoteAddress: `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
  });
  const cookie = response.cookies.find((c) => c.name === 'SESSION');
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return `SESSION=${cookie.value}`;
}

/** A logged-in player with currency accounts opened in the given currencies (the first is main and active). */
export async function player(t: TestApp, currencyIds: readonly number[] = [USD]): Promise<Player> {
  const created = await t.createPlayer();
  const cookie = await login(t, created);
  const call = (url: string, payload?: object) =>
    t.injectAs(cookie, { method: 'POST', url, payload: payload ?? {} });
  const get = (url: string) => t.injectAs(cookie, { method: 'GET', url });
  for (const currencyId of currencyIds) {
    await call('/web-api/officeapi/createCurrencyAccount', { currency_id: currencyId });
  }
  const accounts = async (): Promise<WalletAccount[]> =>
    (await call('/web-api/user/balance')).json().data.accounts;
  return {
    id: created.id,
    call,
    get,
    accounts,
    money: async (iso) => (await accounts()).find((a) => a.iso === iso && a.type === 'real')?.money,
  };
}

let rands = 0;
export const nextRand = (label = 'r') => `${label}-${Date.now().toString(36)}-${++rands}`;

/** Starts a deposit and answers the payment and the provider page's address. */
export async function startDeposit(
  p: Player,
  body: {
    amount: string;
    method_id?: string;
    account_id?: number;
    rand?: string;
    display?: 'window' | 'frame';
  },
): Promise<{ response: LightMyRequestResponse; payment: PaymentView; redirectUrl: string }> {
  const response = await p.call('/web-api/payments/deposits', {
    method_id: 'card',
    rand: nextRand('dep'),
    ...body,
  });
  const data = response.json().data ?? {};
  return { response, payment: data.payment, redirectUrl: data.redirectUrl };
}

/** The payer's steps on the provider's hosted page, as the browser posts them. */
export function hostedStep(t: TestApp, redirectUrl: string, step: string, form: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${redirectUrl}/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export function payByCard(t: TestApp, redirectUrl: string, number: string = TEST_CARDS.success) {
  return hostedStep(t, redirectUrl, 'card', { number, expiry: '12/30', cvc: '123' });
}

/** A captured deposit of `amount`, credited. */
export async function deposit(t: TestApp, p: Player, amount: string, extra: { account_id?: number } = {}) {
  const started = await startDeposit(p, { amount, ...extra });
  if (started.response.statusCode !== 200) throw new Error(`deposit refused: ${started.response.body}`);
  await payByCard(t, started.redirectUrl);
  await settle(t);
  return started.payment;
}

export async function paymentStatus(p: Player, id: number): Promise<PaymentView> {
  return (await p.get(`/web-api/payments/status/${id}`)).json().data.payment;
}

export async function ledgerCheck(t: TestApp) {
  return (await t.injectOps({ method: 'GET', url: '/ops-api/ledger/check' })).json().data;
}
