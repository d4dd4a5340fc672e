import { MoneyError } from './money-error';

/** A currency as money needs it: its code and how many decimals its minor unit has (2 fiat, 8 crypto). */
export interface Currency {
  readonly code: string;
  readonly scale: number;
}

/** An amount as an integer count of the currency's minor units; never a float. */
export interface Money {
  readonly amountMinor: bigint;
  readonly currency: Currency;
}

const MAX_SCALE = 18;

export function defineCurrency(code: string, scale: number): Currency {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new MoneyError('INVALID_SCALE', `scale of ${code} must be an integer 0-${MAX_SCALE}, got ${scale}`);
  }
  return { code, scale };
}

/** Money from minor units; a number must be a safe integer, so no float sneaks in. */
export function moneyOfMinor(amountMinor: bigint | number, currency: Currency): Money {
  if (typeof amountMinor === 'number' && !Number.isSafeInteger(amountMinor)) {
    throw new MoneyError('INVALID_AMOUNT', `minor units must be a safe integer, got ${amountMinor}`);
  }
  return { amountMinor: BigInt(amountMinor), currency };
}

export function sameCurrency(a: Currency, b: Currency): boolean {
  return a.code === b.code && a.scale === b.scale;
}
