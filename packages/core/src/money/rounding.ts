/**
 * How a division that does not come out even is rounded.
 * - `half-away-from-zero`: "half-up" applied to the magnitude, so -0.125 rounds to -0.13 just as 0.125
 *   rounds to 0.13; a displayed negative amount is always the negation of the displayed positive one.
 * - `half-even`: banker's rounding; exact halves go to the even neighbour, so rounding errors over many
 *   values cancel out instead of drifting one way.
 */
export type RoundingMode = 'half-away-from-zero' | 'half-even';

/** `numerator / denominator` rounded to an integer; the error is at most half a unit in either mode. */
export function divRound(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const num = denominator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const quotient = num / den;
  const remainder = num % den;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder < den) return quotient;
  const awayFromZero = num < 0n ? quotient - 1n : quotient + 1n;
  if (twiceRemainder > den || mode === 'half-away-from-zero') return awayFromZero;
  return quotient % 2n === 0n ? quotient : awayFromZero;
}

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}
