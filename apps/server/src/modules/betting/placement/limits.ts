import type { Ratio } from '@sportsbook/core/money/ratio';
import { pow10 } from '@sportsbook/core/money/rounding';
import { decimalRatio, floorOf, over, ratio, times } from '@sportsbook/core/betting/exact';
import type { Currency } from '@sportsbook/core/reference/reference.schema';

/** A conversion coefficient of a currency (units per base unit); 1 until the operator prices it. */
function unitsPerBase(currency: Currency): Ratio {
  return decimalRatio(currency.coefficient ?? 1);
}

/** A configured amount in base-currency units as minor units of `currency`, rounded down. */
export function baseToMinor(base: number, currency: Currency): bigint {
  return floorOf(times(times(decimalRatio(base), unitsPerBase(currency)), ratio(pow10(currency.decimals))));
}

/** Minor units of `currency` as base-currency cents (the unit of market liability), rounded down. */
export function minorToBaseCents(minor: bigint, currency: Currency): bigint {
  return floorOf(over(ratio(minor * 100n, pow10(currency.decimals)), unitsPerBase(currency)));
}

/** Base-currency cents as minor units of `currency`, rounded down. */
export function baseCentsToMinor(cents: bigint, currency: Currency): bigint {
  return floorOf(times(ratio(cents * pow10(currency.decimals), 100n), unitsPerBase(currency)));
}
