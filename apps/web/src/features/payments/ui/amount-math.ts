import { formatScaled, parseDecimalText } from '@sportsbook/core/money/decimal-text';
import { pow10 } from '@sportsbook/core/money/rounding';

/** Whether decimal text is above a whole number, exactly (no float): the over-amount info's test. */
export function isAbove(text: string, threshold: number): boolean {
  const value = parseDecimalText(text);
  if (!value) return false;
  return value.digits > BigInt(threshold) * pow10(value.scale);
}

/** A few round amounts to pick with one tap: multiples of the minimum, within the bounds. */
export function presetAmounts(min: string, max: string, scale: number): string[] {
  const low = parseDecimalText(min);
  const high = parseDecimalText(max);
  if (!low || !high) return [];
  const toScale = (d: { digits: bigint; scale: number }) => (d.digits * pow10(scale)) / pow10(d.scale);
  const [minMinor, maxMinor] = [toScale(low), toScale(high)];
  const amounts = [1n, 5n, 10n, 50n]
    .map((factor) => minMinor * factor)
    .filter((minor) => minor > 0n && minor <= maxMinor);
  return [...new Set(amounts)].map((minor) => formatScaled(minor, scale));
}
