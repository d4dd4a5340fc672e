import type { Ratio } from '../money/ratio';
import { ratioFromDecimal } from '../money/ratio';

/** Exact fractions for coupon maths: every bet amount is computed exactly and rounded once, at the end. */
export const ZERO: Ratio = { numerator: 0n, denominator: 1n };
export const ONE: Ratio = { numerator: 1n, denominator: 1n };

export function ratio(numerator: bigint, denominator = 1n): Ratio {
  if (denominator <= 0n) throw new RangeError('a fraction needs a positive denominator');
  return { numerator, denominator };
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** In lowest terms, so sums of many terms keep small denominators. */
export function reduced(value: Ratio): Ratio {
  const divisor = gcd(value.numerator, value.denominator);
  return divisor > 1n
    ? { numerator: value.numerator / divisor, denominator: value.denominator / divisor }
    : value;
}

export function times(a: Ratio, b: Ratio): Ratio {
  return reduced({ numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator });
}

export function plus(a: Ratio, b: Ratio): Ratio {
  if (a.denominator === b.denominator)
    return reduced({ numerator: a.numerator + b.numerator, denominator: a.denominator });
  return reduced({
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  });
}

export function minus(a: Ratio, b: Ratio): Ratio {
  return plus(a, { numerator: -b.numerator, denominator: b.denominator });
}

export function over(a: Ratio, b: Ratio): Ratio {
  if (b.numerator === 0n) throw new RangeError('division by zero');
  const sign = b.numerator < 0n ? -1n : 1n;
  return { numerator: sign * a.numerator * b.denominator, denominator: sign * a.denominator * b.numerator };
}

/** Rounded towards minus infinity (a payout or a tax rounded down). */
export function floorOf(value: Ratio): bigint {
  const q = value.numerator / value.denominator;
  return value.numerator < 0n && q * value.denominator !== value.numerator ? q - 1n : q;
}

export function compare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Odds in thousandths as the decimal price they stand for. */
export function priceRatio(thousandths: number | bigint): Ratio {
  return { numerator: BigInt(thousandths), denominator: 1000n };
}

/** A configured non-negative decimal (a threshold, 12.5) exactly. */
export function decimalRatio(value: number): Ratio {
  const exact = ratioFromDecimal(value);
  if (!exact || exact.numerator < 0n) throw new RangeError(`not a non-negative decimal: ${value}`);
  return exact;
}

/** A configured percentage (12.5) as a fraction of one (1/8). */
export function percentRatio(percent: number): Ratio {
  const value = decimalRatio(percent);
  return { numerator: value.numerator, denominator: value.denominator * 100n };
}

/** A decimal price rounded down to a thousandth, as shown (combined price, boosted price). */
export function displayThousandths(price: Ratio): number {
  return Number(floorOf(times(price, ratio(1000n))));
}

/** `amountMinor` times `multiplier`, rounded down to the minor unit. */
export function scaleDown(amountMinor: bigint, multiplier: Ratio): bigint {
  return floorOf(times(ratio(amountMinor), multiplier));
}
