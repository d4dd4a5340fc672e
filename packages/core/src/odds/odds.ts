import { ratioFromDecimal } from '../money/ratio';
import { divRound } from '../money/rounding';

/**
 * Decimal odds as an integer count of thousandths (2.500 -> 2500), so odds compare and store exactly.
 * The brand keeps a plain number (2.5 or 2500?) from being passed where checked odds are expected.
 */
export type Odds = number & { readonly __unit: 'odds-thousandths' };

/** The lowest odds a selection can have: 1.001 (1.000 would pay back only the stake). */
export const MIN_ODDS_THOUSANDTHS = 1001;

export function isOdds(value: number): value is Odds {
  return Number.isSafeInteger(value) && value >= MIN_ODDS_THOUSANDTHS;
}

/** Checked odds from thousandths (as stored); throws on anything that is not an integer above 1000. */
export function oddsFromThousandths(thousandths: number): Odds {
  if (!isOdds(thousandths)) {
    throw new RangeError(`odds must be an integer count of thousandths >= 1001: ${thousandths}`);
  }
  return thousandths;
}

/** Odds from decimal odds text or number (`'2.5'`, `1.925`), rounded half-up to a thousandth. */
export function oddsFromDecimal(input: string | number): Odds | undefined {
  const ratio = ratioFromDecimal(input);
  if (!ratio) return undefined;
  const thousandths = divRound(ratio.numerator * 1000n, ratio.denominator, 'half-away-from-zero');
  const value = Number(thousandths);
  return isOdds(value) ? value : undefined;
}

/** The probability the odds imply, 1 / decimal odds (without removing the bookmaker's margin). */
export function impliedProbability(odds: Odds): number {
  return 1000 / odds;
}
