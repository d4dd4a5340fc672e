/** The smallest stake we accept, in base-currency (USD) terms: 20 cents, as the big books take. */
export const MIN_BET_IN_BASE = 0.2;

/** The 1-2-5 step nearest to `value` on a log scale: 16 -> 20, 104 -> 100, 0.172 -> 0.2. */
export function niceRound(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`niceRound needs a positive number, got ${value}`);
  const decade = 10 ** Math.floor(Math.log10(value));
  const steps = [1, 2, 5, 10].map((step) => step * decade);
  return steps.reduce((best, step) => (Math.abs(Math.log(step / value)) < Math.abs(Math.log(best / value)) ? step : best));
}

/**
 * A round minimum stake worth about MIN_BET_IN_BASE, in minor units; never below one minor unit.
 * `unitsPerBase` is the currency's conversion coefficient.
 */
export function minimumBetMinor(unitsPerBase: number, decimals: number): number {
  const minor = Math.round(niceRound(MIN_BET_IN_BASE * unitsPerBase) * 10 ** decimals);
  return Math.max(1, minor);
}
