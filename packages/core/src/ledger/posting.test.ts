import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LedgerInvariantError } from './ledger-refusal';
import {
  assertBalanced,
  netDeltas,
  reversePostings,
  sumByCurrency,
  transferPostings,
  unbalancedCurrencies,
  type Posting,
} from './posting';

const currency = fc.constantFrom('USD', 'EUR', 'BTC', 'PTS');
const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });

/** Random transactions that balance: each is a set of transfers, so every currency sums to zero. */
const balanced = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), currency, amount), {
    minLength: 1,
    maxLength: 8,
  })
  .map((moves) =>
    moves.flatMap(([from, to, code, minor]) =>
      transferPostings({ accountId: from, currency: code }, { accountId: to, currency: code }, minor),
    ),
  );

describe('ledger postings', () => {
  it('accepts every set of transfers and nets each currency to zero', () => {
    fc.assert(
      fc.property(balanced, (postings) => {
        assertBalanced(postings);
        expect([...sumByCurrency(postings).values()].every((sum) => sum === 0n)).toBe(true);
      }),
    );
  });

  it('names the currency when any one posting is changed', () => {
    fc.assert(
      fc.property(balanced, fc.nat(), fc.bigInt({ min: 1n, max: 1000n }), (postings, pick, change) => {
        const index = pick % postings.length;
        const corrupted = postings.map((p, i) =>
          i === index ? { ...p, amountMinor: p.amountMinor + change } : p,
        );
        expect(unbalancedCurrencies(corrupted)).toEqual([postings[index]!.currency]);
        expect(() => assertBalanced(corrupted)).toThrow(LedgerInvariantError);
      }),
    );
  });

  it('reverses to exactly nothing: a transaction and its reversal leave every account unchanged', () => {
    fc.assert(
      fc.property(balanced, (postings) => {
        assertBalanced(reversePostings(postings));
        const deltas = netDeltas([...postings, ...reversePostings(postings)]);
        expect(deltas.every((d) => d.deltaMinor === 0n)).toBe(true);
      }),
    );
  });

  it('nets deltas per account in ascending account id, the lock order', () => {
    const postings: Posting[] = [
      { accountId: 9, currency: 'USD', amountMinor: -500n },
      { accountId: 3, currency: 'USD', amountMinor: 200n },
      { accountId: 9, currency: 'USD', amountMinor: 100n },
      { accountId: 3, currency: 'USD', amountMinor: 200n },
    ];
    expect(netDeltas(postings)).toEqual([
      { accountId: 3, deltaMinor: 400n },
      { accountId: 9, deltaMinor: -400n },
    ]);
  });

  it.each([
    ['one posting', [{ accountId: 1, currency: 'USD', amountMinor: 0n }]],
    [
      'a zero posting',
      [
        { accountId: 1, currency: 'USD', amountMinor: 0n },
        { accountId: 2, currency: 'USD', amountMinor: 0n },
      ],
    ],
    [
      'two currencies netted against each other',
      [
        { accountId: 1, currency: 'USD', amountMinor: -100n },
        { accountId: 2, currency: 'EUR', amountMinor: 100n },
      ],
    ],
  ])('refuses %s', (_name, postings) => {
    expect(() => assertBalanced(postings)).toThrow(LedgerInvariantError);
  });

  it('refuses transfers that are not positive or cross currencies', () => {
    const usd = { accountId: 1, currency: 'USD' };
    expect(() => transferPostings(usd, { accountId: 2, currency: 'USD' }, 0n)).toThrow(LedgerInvariantError);
    expect(() => transferPostings(usd, { accountId: 2, currency: 'EUR' }, 5n)).toThrow(LedgerInvariantError);
  });
});
