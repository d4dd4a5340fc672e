import { formatScaled, parseDecimalText } from '../money/decimal-text';
import type { Ratio } from '../money/ratio';
import { divRound, pow10 } from '../money/rounding';
import { isOdds, type Odds } from './odds';

/** Formats and reads odds in one display format. `parse` gives undefined for text that is not odds. */
export interface OddsCodec {
  format(odds: Odds): string;
  parse(text: string): Odds | undefined;
}

/**
 * `numerator / denominator` as decimal text rounded half-up to `maxDecimals`, with trailing zeros dropped
 * down to `minDecimals` (2.5 -> "2.50", 1.925 -> "1.925" for 2..3 decimals). A value that would round to
 * zero gets more decimals until one digit shows (-0.0005, not -0.00, for Malay odds of 2001).
 */
export function formatFraction(
  numerator: bigint,
  denominator: bigint,
  minDecimals: number,
  maxDecimals: number,
): string {
  let decimals = maxDecimals;
  let scaled = divRound(numerator * pow10(decimals), denominator, 'half-away-from-zero');
  while (scaled === 0n && numerator !== 0n) {
    decimals += 1;
    scaled = divRound(numerator * pow10(decimals), denominator, 'half-away-from-zero');
  }
  const text = formatScaled(scaled, decimals);
  const dot = text.indexOf('.');
  if (dot < 0) return text;
  let end = text.length;
  while (end - dot - 1 > minDecimals && text[end - 1] === '0') end -= 1;
  return text.slice(0, minDecimals === 0 && end === dot + 1 ? dot : end);
}

/** Reads `12`, `-1.5` or `+1.5` (spaces around allowed) as an exact fraction. */
export function parseSignedDecimal(text: string): Ratio | undefined {
  const trimmed = text.trim();
  const decimal = parseDecimalText(trimmed.startsWith('+') ? trimmed.slice(1) : trimmed);
  return decimal && { numerator: decimal.digits, denominator: pow10(decimal.scale) };
}

/** Odds whose profit per unit staked is `profit` (decimal odds minus 1), rounded half-up to a thousandth. */
export function oddsFromProfit(profit: Ratio): Odds | undefined {
  if (profit.numerator <= 0n || profit.denominator <= 0n) return undefined;
  const value = Number(1000n + divRound(profit.numerator * 1000n, profit.denominator, 'half-away-from-zero'));
  return isOdds(value) ? value : undefined;
}

/** The profit per unit staked, in thousandths. */
export function profitThousandths(odds: Odds): bigint {
  return BigInt(odds) - 1000n;
}
