import { numberToDecimalText, parseDecimalText } from './decimal-text';
import { pow10 } from './rounding';

/** An exact fraction `numerator / denominator`, denominator positive. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** A decimal given as text or number as an exact fraction; undefined when it is not a plain decimal. */
export function ratioFromDecimal(input: string | number): Ratio | undefined {
  const text = typeof input === 'number' ? numberToDecimalText(input) : input;
  const decimal = text === undefined ? undefined : parseDecimalText(text);
  return decimal && { numerator: decimal.digits, denominator: pow10(decimal.scale) };
}

export function divideRatios(a: Ratio, b: Ratio): Ratio {
  if (b.numerator === 0n) throw new RangeError('division by zero');
  const sign = b.numerator < 0n ? -1n : 1n;
  return { numerator: sign * a.numerator * b.denominator, denominator: sign * a.denominator * b.numerator };
}
