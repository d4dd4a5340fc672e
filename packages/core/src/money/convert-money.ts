import type { Currency, Money } from './money';
import { MoneyError } from './money-error';
import { divideRatios, ratioFromDecimal, type Ratio } from './ratio';
import { divRound, pow10 } from './rounding';

/**
 * The rate between two currencies whose conversion coefficients are both given per one unit of the same
 * base currency (the spec's currency record carries such a coefficient): target units per source unit.
 */
export function crossRate(sourcePerBase: string | number, targetPerBase: string | number): Ratio {
  return divideRatios(positiveRate(targetPerBase), positiveRate(sourcePerBase));
}

/**
 * Converts at `rate` target major units per source major unit. The exact result is rounded to the target's
 * minor unit with banker's rounding (half-even): every conversion is off by at most half a minor unit, and
 * exact halves do not all go the same way, so converting many amounts neither creates nor loses value on
 * average.
 */
export function convertMoney(money: Money, target: Currency, rate: Ratio | string | number): Money {
  const ratio = typeof rate === 'object' ? rate : positiveRate(rate);
  if (ratio.numerator <= 0n || ratio.denominator <= 0n) {
    throw new MoneyError('INVALID_RATE', 'a conversion rate must be positive');
  }
  const numerator = money.amountMinor * ratio.numerator * pow10(target.scale);
  const denominator = ratio.denominator * pow10(money.currency.scale);
  return { amountMinor: divRound(numerator, denominator, 'half-even'), currency: target };
}

function positiveRate(input: string | number): Ratio {
  const ratio = ratioFromDecimal(input);
  if (!ratio || ratio.numerator <= 0n) {
    throw new MoneyError(
      'INVALID_RATE',
      `a conversion coefficient must be a positive decimal: ${String(input)}`,
    );
  }
  return ratio;
}
