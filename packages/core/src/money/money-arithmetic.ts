import { sameCurrency, type Money } from './money';
import { MoneyError } from './money-error';

/** Sum, difference and order are only defined within one currency; mixing them is a bug, so it throws. */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor - b.amountMinor, currency: a.currency };
}

export function negateMoney(a: Money): Money {
  return { amountMinor: -a.amountMinor, currency: a.currency };
}

/** -1, 0 or 1, for sorting and limit checks. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  if (a.amountMinor === b.amountMinor) return 0;
  return a.amountMinor < b.amountMinor ? -1 : 1;
}

export function moneyEquals(a: Money, b: Money): boolean {
  return sameCurrency(a.currency, b.currency) && a.amountMinor === b.amountMinor;
}

function assertSameCurrency(a: Money, b: Money): void {
  if (!sameCurrency(a.currency, b.currency)) {
    throw new MoneyError('CURRENCY_MISMATCH', `cannot combine ${a.currency.code} with ${b.currency.code}`);
  }
}
