import { pow10 } from './rounding';

/** A decimal number written as text: `digits / 10^scale`, exactly. */
export interface ScaledDecimal {
  readonly digits: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const EXPONENT_FORM = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * Reads plain decimal text such as `-12.50`: no plus sign, exponent, spaces, separators or bare dot.
 * Returns undefined for anything else, so callers decide how to report it.
 */
export function parseDecimalText(text: string): ScaledDecimal | undefined {
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const magnitude = BigInt(whole + fraction);
  return { digits: sign ? -magnitude : magnitude, scale: fraction.length };
}

/**
 * The shortest decimal text that reads back as `value`, never in exponent form (`1e-7` -> `0.0000001`).
 * This is the decimal the number was written as, which is what "exact" means for a JS number.
 */
export function numberToDecimalText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(value);
  const match = EXPONENT_FORM.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponentText] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const pointAt = whole.length + exponent;
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return sign + digits + '0'.repeat(pointAt - digits.length);
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** `digits / 10^scale` as plain text with exactly `scale` decimals. */
export function formatScaled(digits: bigint, scale: number): string {
  const sign = digits < 0n ? '-' : '';
  const magnitude = (digits < 0n ? -digits : digits).toString();
  if (scale === 0) return sign + magnitude;
  const padded = magnitude.padStart(scale + 1, '0');
  return `${sign}${padded.slice(0, -scale)}.${padded.slice(-scale)}`;
}

/** Rewrites a scaled decimal at a larger scale; the value is unchanged. */
export function rescaleUp(value: ScaledDecimal, scale: number): bigint {
  if (scale < value.scale) throw new RangeError(`cannot rescale ${value.scale} decimals down to ${scale}`);
  return value.digits * pow10(scale - value.scale);
}
