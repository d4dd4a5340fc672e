import type { Currency } from '../money/money';
import { crossRate } from '../money/convert-money';
import type { Ratio } from '../money/ratio';
import { pow10 } from '../money/rounding';
import { LedgerInvariantError } from './ledger-refusal';
import type { Posting } from './posting';

/**
 * Converts a positive amount at `rate` (target major units per source major unit) for the ledger. The exact
 * value is truncated to the target's minor unit, never rounded up: what a player receives is at most what the
 * coefficient gives, the shortfall is below one target minor unit and stays with the house, and converting
 * back and forth can never create money (half-even rounding would let 0.01 become 0.02 at some rates).
 */
export function convertDownMinor(amountMinor: bigint, from: Currency, to: Currency, rate: Ratio): bigint {
  if (amountMinor <= 0n)
    throw new LedgerInvariantError(`a conversion amount must be positive, got ${amountMinor}`);
  if (rate.numerator <= 0n || rate.denominator <= 0n)
    throw new LedgerInvariantError('a rate must be positive');
  const numerator = amountMinor * rate.numerator * pow10(to.scale);
  const denominator = rate.denominator * pow10(from.scale);
  return numerator / denominator;
}

/**
 * The rate between two currencies from their operator-edited coefficients (units per one unit of the common base
 * currency, as the currency record holds them).
 */
export function coefficientRate(sourcePerBase: number | string, targetPerBase: number | string): Ratio {
  return crossRate(sourcePerBase, targetPerBase);
}

interface ConversionLeg {
  readonly accountId: number;
  readonly currency: string;
}

/**
 * A conversion as one transaction that sums to zero in each currency: the source amount goes to the house's
 * exchange account of the source currency, the converted amount comes out of the exchange account of the target
 * currency.
 */
export function conversionPostings(input: {
  from: ConversionLeg;
  fromExchange: ConversionLeg;
  toExchange: ConversionLeg;
  to: ConversionLeg;
  amountMinor: bigint;
  convertedMinor: bigint;
}): Posting[] {
  const { from, fromExchange, toExchange, to, amountMinor, convertedMinor } = input;
  if (from.currency !== fromExchange.currency || to.currency !== toExchange.currency) {
    throw new LedgerInvariantError('each exchange account must be in the currency of its side');
  }
  if (amountMinor <= 0n || convertedMinor <= 0n) {
    throw new LedgerInvariantError('both sides of a conversion must be positive');
  }
  return [
    { accountId: from.accountId, currency: from.currency, amountMinor: -amountMinor },
    { accountId: fromExchange.accountId, currency: from.currency, amountMinor },
    { accountId: toExchange.accountId, currency: to.currency, amountMinor: -convertedMinor },
    { accountId: to.accountId, currency: to.currency, amountMinor: convertedMinor },
  ];
}
