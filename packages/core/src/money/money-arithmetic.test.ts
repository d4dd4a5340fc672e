import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMoney, compareMoney, moneyEquals, negateMoney, subtractMoney } from './money-arithmetic';
import { defineCurrency, moneyOfMinor } from './money';
import { MoneyError } from './money-error';

const EUR = defineCurrency('EUR', 2);
const USD = defineCurrency('USD', 2);
const eur = (minor: bigint) => moneyOfMinor(minor, EUR);

describe('money arithmetic', () => {
  it('adds, subtracts, negates and compares within a currency', () => {
    expect(addMoney(eur(150n), eur(275n))).toEqual(eur(425n));
    expect(subtractMoney(eur(150n), eur(275n))).toEqual(eur(-125n));
    expect(negateMoney(eur(5n))).toEqual(eur(-5n));
    expect(compareMoney(eur(1n), eur(2n))).toBe(-1);
    expect(compareMoney(eur(2n), eur(2n))).toBe(0);
    expect(compareMoney(eur(3n), eur(2n))).toBe(1);
  });

  it.each([addMoney, subtractMoney, compareMoney])('%o refuses mixed currencies', (operation) => {
    expect(() => operation(eur(1n), moneyOfMinor(1n, USD))).toThrow(MoneyError);
  });

  it('tells equal amounts of different currencies apart', () => {
    expect(moneyEquals(eur(1n), moneyOfMinor(1n, USD))).toBe(false);
    expect(moneyEquals(eur(1n), eur(1n))).toBe(true);
  });

  it('subtracting undoes adding, and order agrees with the sign of the difference', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt(), (a, b) => {
        expect(subtractMoney(addMoney(eur(a), eur(b)), eur(b))).toEqual(eur(a));
        const sign = subtractMoney(eur(a), eur(b)).amountMinor;
        expect(compareMoney(eur(a), eur(b))).toBe(sign === 0n ? 0 : sign < 0n ? -1 : 1);
      }),
    );
  });
});
