import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import { describeEachDatabase, type TestApp } from '../../../test/harness/test-app';
import {
  TEST_CARDS,
  ledgerCheck,
  listen,
  nextRand,
  payByCard,
  player,
  settle,
  type Player,
} from './payments-test-support';

/** The default card method in USD: 1.00 to 10000.00; withdrawals up to 500.00 are approved without the operator. */
const MIN = 100n;
const MAX = 1_000_000n;
const AUTO = 50_000n;

type DepositState = 'created' | 'succeeded' | 'failed' | 'refunded';
type WithdrawalState = 'pending' | 'succeeded' | 'cancelled' | 'rejected';

/** The player's USD account as it should be, the rules written out once more, apart from the code. */
interface Model {
  spendable: bigint;
  deposits: { id: number; amount: bigint; refunded: bigint; state: DepositState; page: string }[];
  withdrawals: { id: number; amount: bigint; state: WithdrawalState }[];
}

interface Real {
  readonly t: TestApp;
  readonly p: Player;
}

const text = (minor: bigint) => formatScaled(minor, 2);
const codeOf = (body: { errors?: { code: string }[]; validation_errors?: Record<string, string[]> }) =>
  body.validation_errors ? `422:${Object.values(body.validation_errors)[0]![0]}` : body.errors?.[0]?.code;

function boundsRefusal(amount: bigint): string | undefined {
  if (amount <= 0n) return '422:validation_invalid_value';
  if (amount < MIN) return '422:validation_min_value';
  if (amount > MAX) return '422:validation_max_value';
  return undefined;
}

/** The real account and every payment's status equal the model's. */
async function expectSame(m: Model, r: Real): Promise<void> {
  await settle(r.t);
  expect(await r.p.money('USD')).toBe(text(m.spendable));
  const history = await r.p.call('/web-api/officeapi/gethistorypaymentmainaccount', {
    is_include_archive: true,
  });
  const real = Object.fromEntries(
    history.json().data.items.map((item: { id: number; status: string }) => [item.id, item.status]),
  );
  const modelled = Object.fromEntries([...m.deposits, ...m.withdrawals].map((p) => [p.id, p.state]));
  expect(real).toEqual(modelled);
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  abstract run(m: Model, r: Real): Promise<void>;
  abstract toString(): string;
}

class StartDeposit extends Step {
  constructor(readonly amount: bigint) {
    super();
  }
  async run(m: Model, r: Real) {
    const response = await r.p.call('/web-api/payments/deposits', {
      rand: nextRand(),
      method_id: 'card',
      amount: text(this.amount),
    });
    const refusal = boundsRefusal(this.amount);
    expect(codeOf(response.json())).toBe(refusal);
    if (!refusal) {
      const { payment, redirectUrl } = response.json().data;
      m.deposits.push({
        id: payment.id,
        amount: this.amount,
        refunded: 0n,
        state: 'created',
        page: redirectUrl,
      });
    }
    await expectSame(m, r);
  }
  toString() {
    return `deposit(${text(this.amount)})`;
  }
}

/** A deposit the player pays at once (most deposits are). */
class Fund extends Step {
  constructor(readonly amount: bigint) {
    super();
  }
  async run(m: Model, r: Real) {
    await new StartDeposit(this.amount).run(m, r);
    if (boundsRefusal(this.amount)) return;
    await new Pay(m.deposits.length - 1, false).run(m, r);
  }
  toString() {
    return `fund(${text(this.amount)})`;
  }
}

class Pay extends Step {
  constructor(
    readonly pick: number,
    readonly declined: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.deposits.length > 0;
  }
  async run(m: Model, r: Real) {
    const deposit = m.deposits[this.pick % m.deposits.length]!;
    await payByCard(r.t, deposit.page, this.declined ? TEST_CARDS.declined : TEST_CARDS.success);
    if (deposit.state === 'created') {
      deposit.state = this.declined ? 'failed' : 'succeeded';
      if (!this.declined) m.spendable += deposit.amount;
    }
    await expectSame(m, r);
  }
  toString() {
    return `pay(#${this.pick}${this.declined ? ', declined' : ''})`;
  }
}

/** A withdrawal of a fixed amount, or of a share of what the player has (so that many go through). */
class Withdraw extends Step {
  private amount = 0n;
  constructor(readonly spec: { fixed: bigint } | { percent: number }) {
    super();
  }
  async run(m: Model, r: Real) {
    this.amount = 'fixed' in this.spec ? this.spec.fixed : (m.spendable * BigInt(this.spec.percent)) / 100n;
    const response = await r.p.call('/web-api/payments/withdrawals', {
      rand: nextRand(),
      method_id: 'card-payout',
      amount: text(this.amount),
      destination: TEST_CARDS.success,
    });
    const refusal =
      boundsRefusal(this.amount) ?? (this.amount > m.spendable ? 'INSUFFICIENT_FUNDS' : undefined);
    expect(codeOf(response.json())).toBe(refusal);
    if (!refusal) {
      m.spendable -= this.amount;
      const state = this.amount <= AUTO ? 'succeeded' : 'pending';
      m.withdrawals.push({ id: response.json().data.payment.id, amount: this.amount, state });
    }
    await expectSame(m, r);
  }
  toString() {
    return 'fixed' in this.spec
      ? `withdraw(${text(this.spec.fixed)})`
      : `withdraw(${this.spec.percent}%: ${text(this.amount)})`;
  }
}

/** The player cancels, or the operator rejects or approves, any withdrawal of theirs whatever its state. */
class Decide extends Step {
  constructor(
    readonly pick: number,
    readonly decision: 'cancel' | 'reject' | 'approve',
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.withdrawals.length > 0;
  }
  async run(m: Model, r: Real) {
    const withdrawal = m.withdrawals[this.pick % m.withdrawals.length]!;
    const response =
      this.decision === 'cancel'
        ? await r.p.call('/web-api/officeapi/cancelpaymentrequest', { request_id: withdrawal.id })
        : await r.t.injectOps({
            method: 'POST',
            url: `/ops-api/payments/${withdrawal.id}/${this.decision}`,
            ...(this.decision === 'reject' ? { payload: { reason: 'model' } } : {}),
          });
    const target = { cancel: 'cancelled', reject: 'rejected', approve: 'succeeded' } as const;
    const wanted = target[this.decision];
    let expected: string | undefined;
    if (withdrawal.state === 'pending') {
      withdrawal.state = wanted;
      if (wanted !== 'succeeded') m.spendable += withdrawal.amount;
    } else if (withdrawal.state !== wanted) {
      expected = 'PAYMENT_STATUS_CONFLICT';
    }
    expect(codeOf(response.json())).toBe(expected);
    await expectSame(m, r);
  }
  toString() {
    return `${this.decision}(#${this.pick})`;
  }
}

class Refund extends Step {
  constructor(
    readonly pick: number,
    readonly amount: bigint | null,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.deposits.length > 0;
  }
  async run(m: Model, r: Real) {
    const deposit = m.deposits[this.pick % m.deposits.length]!;
    const response = await r.t.injectOps({
      method: 'POST',
      url: `/ops-api/payments/${deposit.id}/refund`,
      payload: {
        reason: 'model',
        idempotencyKey: nextRand('refund'),
        ...(this.amount ? { amount: text(this.amount) } : {}),
      },
    });
    const left = deposit.amount - deposit.refunded;
    const wanted = this.amount ?? left;
    let expected: string | undefined;
    if (deposit.state === 'created' || deposit.state === 'failed') expected = 'PAYMENT_NOT_CAPTURED';
    else if (deposit.state === 'refunded') expected = 'PAYMENT_STATUS_CONFLICT';
    else if (wanted > left) expected = '422:validation_max_value';
    else if (wanted > m.spendable) expected = 'INSUFFICIENT_FUNDS';
    expect(codeOf(response.json())).toBe(expected);
    if (!expected) {
      m.spendable -= wanted;
      deposit.refunded += wanted;
      if (deposit.refunded === deposit.amount) deposit.state = 'refunded';
    }
    await expectSame(m, r);
  }
  toString() {
    return `refund(#${this.pick}, ${this.amount === null ? 'rest' : text(this.amount)})`;
  }
}

const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 120_000n }),
  fc.constantFrom(MIN - 1n, MIN, AUTO, AUTO + 1n, MAX, MAX + 1n),
);
const commands = [
  amount.map((a) => new StartDeposit(a)),
  fc.bigInt({ min: MIN, max: 150_000n }).map((a) => new Fund(a)),
  fc.bigInt({ min: AUTO - 5_000n, max: AUTO + 5_000n }).map((a) => new Fund(a)),
  fc.tuple(fc.nat(20), fc.boolean()).map(([pick, declined]) => new Pay(pick, declined)),
  amount.map((fixed) => new Withdraw({ fixed })),
  fc.integer({ min: 1, max: 130 }).map((percent) => new Withdraw({ percent })),
  fc.integer({ min: 80, max: 100 }).map((percent) => new Withdraw({ percent })),
  fc
    .tuple(
      fc.nat(20),
      fc.constantFrom('cancel', 'reject', 'approve') as fc.Arbitrary<'cancel' | 'reject' | 'approve'>,
    )
    .map(([pick, decision]) => new Decide(pick, decision)),
  fc
    .tuple(fc.nat(20), fc.option(fc.bigInt({ min: 1n, max: 60_000n }), { nil: null }))
    .map(([pick, refund]) => new Refund(pick, refund)),
];

describeEachDatabase('payments against a model', (t) => {
  it('gives the model’s balance and refusal codes after random deposits, withdrawals, refunds and cancellations', async () => {
    await listen(t());
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (steps) => {
        const real = { t: t(), p: await player(t()) };
        await fc.asyncModelRun(
          () => ({ model: { spendable: 0n, deposits: [], withdrawals: [] }, real }),
          steps,
        );
      }),
      { seed: 20261122, numRuns: 14 },
    );
    expect(await ledgerCheck(t())).toMatchObject({ ok: true, breaches: [] });
  }, 240_000);
});
