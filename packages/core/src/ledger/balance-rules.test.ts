import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDelta, availableMinor, reserve, settleReservation, type AccountBalance } from './balance-rules';
import { LedgerRefusal } from './ledger-refusal';

const wallet = (balanceMinor: bigint, reservedMinor = 0n): AccountBalance => ({
  balanceMinor,
  reservedMinor,
  floorZero: true,
});

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof LedgerRefusal) return error.reason;
    throw error;
  }
}

type Step =
  | { op: 'delta'; minor: bigint }
  | { op: 'reserve'; minor: bigint }
  | { op: 'settle'; pick: number; postShare: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('delta' as const), minor: fc.bigInt({ min: -5000n, max: 5000n }) }),
  fc.record({ op: fc.constant('reserve' as const), minor: fc.bigInt({ min: 1n, max: 3000n }) }),
  fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    postShare: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

describe('balance rules of an account with a floor', () => {
  it.each([
    [wallet(1000n), -1000n, undefined],
    [wallet(1000n), -1001n, 'INSUFFICIENT_FUNDS'],
    [wallet(1000n, 400n), -600n, undefined],
    [wallet(1000n, 400n), -601n, 'INSUFFICIENT_FUNDS'],
    [wallet(0n), 1n, undefined],
  ])('%o with a delta of %s refuses %s', (account, delta, reason) => {
    expect(refusal(() => applyDelta(account, delta))).toBe(reason);
  });

  it('lets an account without a floor go negative (advance-bet credit)', () => {
    expect(applyDelta({ balanceMinor: 0n, reservedMinor: 0n, floorZero: false }, -50n).balanceMinor).toBe(
      -50n,
    );
  });

  it('holds only what is available and posts at most the hold', () => {
    expect(refusal(() => reserve(wallet(100n, 60n), 41n))).toBe('INSUFFICIENT_FUNDS');
    const held = reserve(wallet(100n, 60n), 40n);
    expect(availableMinor(held)).toBe(0n);
    expect(refusal(() => settleReservation(held, 40n, 41n))).toBe('POST_EXCEEDS_RESERVED');
    expect(settleReservation(held, 40n, 25n)).toEqual(wallet(75n, 60n));
    expect(settleReservation(held, 40n, 0n)).toEqual(wallet(100n, 60n));
  });

  it('never lets balance or available go below zero, whatever the sequence', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let account = wallet(0n);
        const holds: bigint[] = [];
        for (const s of steps) {
          try {
            if (s.op === 'delta') account = applyDelta(account, s.minor);
            else if (s.op === 'reserve') {
              account = reserve(account, s.minor);
              holds.push(s.minor);
            } else if (holds.length > 0) {
              const [hold] = holds.splice(s.pick % holds.length, 1);
              const posted = (hold! * BigInt(Math.round(s.postShare * 100))) / 100n;
              account = settleReservation(account, hold!, posted);
            }
          } catch (error) {
            if (!(error instanceof LedgerRefusal)) throw error;
          }
          expect(account.reservedMinor).toBe(holds.reduce((sum, h) => sum + h, 0n));
          expect(availableMinor(account) >= 0n && account.balanceMinor >= 0n).toBe(true);
        }
      }),
    );
  });
});
