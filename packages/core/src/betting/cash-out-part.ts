/**
 * What the web may promise for selling `partMinor` of a running bet's `openStakeMinor`, given the value now of
 * the whole running stake (after tax): its share pro rata, rounded down to the minor unit.
 *
 * The server values a part on its own (docs/BETTING.md, cash-out): its value and its payout tax are each rounded
 * down, so when the whole value carries a payout tax the part can pay one minor unit less than its share
 * (never more than one); the promise is then one unit lower, so a confirmed value is never refused for rounding
 * alone. Without a payout tax the share is exactly what the server pays or less.
 */
export function cashOutPartValue(input: {
  readonly valueMinor: bigint;
  /** Whether the whole value has a payout tax withheld from it (the bet view's `cashOut.tax` above zero). */
  readonly taxed: boolean;
  readonly partMinor: bigint;
  readonly openStakeMinor: bigint;
}): bigint {
  const { valueMinor, partMinor, openStakeMinor } = input;
  if (openStakeMinor <= 0n || partMinor <= 0n || partMinor > openStakeMinor || valueMinor < 0n)
    throw new RangeError('a part of a running stake is above zero and at most the stake');
  if (partMinor === openStakeMinor) return valueMinor;
  const share = (valueMinor * partMinor) / openStakeMinor;
  return input.taxed && share > 0n ? share - 1n : share;
}
