import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase, type TestApp } from '../../../../test/harness/test-app';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import { checkLedger } from '../check/ledger-check';
import type { WalletService } from '../wallet.contract';
import { playerWithAccount } from '../wallet-test-support';

/** The wallet as it should be: plain numbers, the rules written out once more, independently of the code. */
interface Model {
  balance: bigint;
  holds: { amount: bigint; open: boolean }[];
  /** Each posted transaction's effect on the wallet, and whether it was reversed. */
  transactions: { walletDelta: bigint; reversed: boolean }[];
}

interface Real {
  readonly wallet: WalletService;
  readonly accountId: number;
  readonly house: number;
  readonly inPlay: number;
  readonly pendingIds: bigint[];
  readonly transactionIds: bigint[];
}

const reserved = (m: Model) => m.holds.filter((h) => h.open).reduce((sum, h) => sum + h.amount, 0n);
const available = (m: Model) => m.balance - reserved(m);

/** Runs the real call; answers the refusal code, or undefined when it went through. */
async function attempt<T>(
  r: Real,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ code?: string; value?: T }> {
  try {
    return { value: await r.wallet.transaction(work) };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
}

async function expectSame(m: Model, r: Real): Promise<void> {
  const real = await r.wallet.transaction((trx) => r.wallet.balanceOf(trx, r.accountId));
  expect({ balance: real.balanceMinor, reserved: real.reservedMinor }).toEqual({
    balance: m.balance,
    reserved: reserved(m),
  });
}

abstract class WalletCommand implements fc.AsyncCommand<Model, Real> {
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  abstract run(m: Model, r: Real): Promise<void>;
  abstract toString(): string;
}

class Move extends WalletCommand {
  constructor(
    private readonly direction: 'credit' | 'debit',
    private readonly amount: bigint,
  ) {
    super();
  }
  async run(m: Model, r: Real) {
    const walletDelta = this.direction === 'credit' ? this.amount : -this.amount;
    const expected = walletDelta < 0n && available(m) < this.amount ? 'INSUFFICIENT_FUNDS' : undefined;
    const result = await attempt(r, (trx) =>
      r.wallet.post(trx, {
        kind: `adjustment.${this.direction}`,
        postings: [
          { accountId: r.accountId, amountMinor: walletDelta },
          { accountId: r.house, amountMinor: -walletDelta },
        ],
      }),
    );
    expect(result.code).toBe(expected);
    if (result.value) {
      m.balance += walletDelta;
      m.transactions.push({ walletDelta, reversed: false });
      r.transactionIds.push(result.value.transactionId);
    }
    await expectSame(m, r);
  }
  toString() {
    return `${this.direction}(${this.amount})`;
  }
}

class Reserve extends WalletCommand {
  constructor(private readonly amount: bigint) {
    super();
  }
  async run(m: Model, r: Real) {
    const expected = available(m) < this.amount ? 'INSUFFICIENT_FUNDS' : undefined;
    const result = await attempt(r, (trx) =>
      r.wallet.reserve(trx, {
        kind: 'stake',
        debitAccountId: r.accountId,
        creditAccountId: r.inPlay,
        amountMinor: this.amount,
      }),
    );
    expect(result.code).toBe(expected);
    if (result.value) {
      m.holds.push({ amount: this.amount, open: true });
      r.pendingIds.push(result.value.pendingId);
    }
    await expectSame(m, r);
  }
  toString() {
    return `reserve(${this.amount})`;
  }
}

class Resolve extends WalletCommand {
  constructor(
    private readonly pick: number,
    /** Percent of the hold to post; 0 voids it. */
    private readonly percent: number,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.holds.length > 0;
  }
  async run(m: Model, r: Real) {
    const index = this.pick % m.holds.length;
    const hold = m.holds[index]!;
    const pendingId = r.pendingIds[index]!;
    const posted = (hold.amount * BigInt(this.percent)) / 100n;
    const result =
      posted === 0n
        ? await attempt(r, (trx) => r.wallet.voidPending(trx, { pendingId }))
        : await attempt(r, (trx) =>
            r.wallet.postPending(trx, { pendingId, kind: 'bet.stake', amountMinor: posted }),
          );
    expect(result.code).toBe(hold.open ? undefined : 'CONFLICT');
    if (hold.open) {
      hold.open = false;
      if (posted > 0n) {
        m.balance -= posted;
        m.transactions.push({ walletDelta: -posted, reversed: false });
        r.transactionIds.push((result.value as { transactionId: bigint }).transactionId);
      }
    }
    await expectSame(m, r);
  }
  toString() {
    return this.percent === 0 ? `void(#${this.pick})` : `post(#${this.pick}, ${this.percent}%)`;
  }
}

class Reverse extends WalletCommand {
  constructor(private readonly pick: number) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.transactions.length > 0;
  }
  async run(m: Model, r: Real) {
    const index = this.pick % m.transactions.length;
    const original = m.transactions[index]!;
    const walletDelta = -original.walletDelta;
    const expected = original.reversed
      ? 'CONFLICT'
      : walletDelta < 0n && available(m) < -walletDelta
        ? 'INSUFFICIENT_FUNDS'
        : undefined;
    const result = await attempt(r, (trx) =>
      r.wallet.reverse(trx, { transactionId: r.transactionIds[index]!, memo: 'model' }),
    );
    expect(result.code).toBe(expected);
    if (result.value) {
      original.reversed = true;
      m.balance += walletDelta;
      m.transactions.push({ walletDelta, reversed: false });
      r.transactionIds.push(result.value.transactionId);
    }
    await expectSame(m, r);
  }
  toString() {
    return `reverse(#${this.pick})`;
  }
}

// Credits larger than debits and holds, so sequences build balances up and exercise holds, not only refusals.
const credit = fc.bigInt({ min: 1n, max: 10_000n });
const amount = fc.bigInt({ min: 1n, max: 3_000n });
const commands = fc.commands<Model, Real, false>(
  [
    credit.map((a) => new Move('credit', a)),
    amount.map((a) => new Move('debit', a)),
    amount.map((a) => new Reserve(a)),
    fc
      .tuple(fc.nat(), fc.constantFrom(0, 1, 50, 99, 100))
      .map(([pick, percent]) => new Resolve(pick, percent)),
    fc.nat().map((pick) => new Reverse(pick)),
  ],
  // 'max' gives sequences long enough to stack several holds and reverse reversals.
  { maxCommands: 40, size: 'max' },
);

async function setup(t: TestApp): Promise<Real> {
  const { wallet, accountId } = await playerWithAccount(t);
  return {
    wallet,
    accountId,
    house: wallet.houseAccountId('adjustments', 'USD'),
    inPlay: wallet.houseAccountId('bets_in_play', 'USD'),
    pendingIds: [],
    transactionIds: [],
  };
}

describeEachDatabase('the ledger against a model of it', (t) => {
  it('agrees on balances, holds and refusal codes over random credits, debits, reserves, posts, voids and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const real = await setup(t());
        await fc.asyncModelRun(() => ({ model: { balance: 0n, holds: [], transactions: [] }, real }), cmds);
      }),
      { seed: 20261122, numRuns: 30 },
    );
    expect(await checkLedger(t().app.ctx.db, new Date())).toMatchObject({ ok: true, breaches: [] });
  }, 120_000);
});
