import { pow10 } from '../money/rounding';
import { decimalRatio, floorOf, percentRatio, ratio, times } from './exact';

/** Betting taxes of one country (spec section 3: taxType, betTaxPercent, payoutTaxPercent, ...). */
export interface TaxRules {
  /** 0 none, 1 stake tax, 2 payout tax, 3 both. */
  readonly taxType: number;
  readonly betTaxPercent: number;
  readonly payoutTaxPercent: number;
  /** Only the part of the taxable amount above this (major units) is taxed. */
  readonly winAmountThreshold: number;
  /** The payout tax applies only from this price (0: always). */
  readonly coefThreshold: number;
  /** The payout tax base is the whole return instead of the net win. */
  readonly hasReturnTax: boolean;
}

export const TAX_TYPE = { none: 0, stake: 1, payout: 2, both: 3 } as const;

export const NO_TAX: TaxRules = {
  taxType: TAX_TYPE.none,
  betTaxPercent: 0,
  payoutTaxPercent: 0,
  winAmountThreshold: 0,
  coefThreshold: 0,
  hasReturnTax: false,
};

const taxesStake = (rules: TaxRules) => rules.taxType === TAX_TYPE.stake || rules.taxType === TAX_TYPE.both;
const taxesPayout = (rules: TaxRules) => rules.taxType === TAX_TYPE.payout || rules.taxType === TAX_TYPE.both;

/** The stake tax withheld at placement, rounded down; the rest of the stake is what bets. */
export function stakeTax(stakeMinor: bigint, rules: TaxRules): bigint {
  if (!taxesStake(rules) || rules.betTaxPercent <= 0) return 0n;
  return floorOf(times(ratio(stakeMinor), percentRatio(rules.betTaxPercent)));
}

/**
 * The payout tax on what a bet returns (payout and boost, or a cash-out value), rounded down: of the net win (or
 * of the whole return with `hasReturnTax`), only the part above `winAmountThreshold`, and only when the bet's
 * price is at least `coefThreshold`.
 */
export function payoutTax(
  input: { returnMinor: bigint; stakeMinor: bigint; priceThousandths: number; scale: number },
  rules: TaxRules,
): bigint {
  if (!taxesPayout(rules) || rules.payoutTaxPercent <= 0) return 0n;
  if (
    rules.coefThreshold > 0 &&
    input.priceThousandths < floorOf(times(ratio(1000n), decimalRatio(rules.coefThreshold)))
  )
    return 0n;
  if (input.returnMinor <= input.stakeMinor) return 0n;
  const base = rules.hasReturnTax ? input.returnMinor : input.returnMinor - input.stakeMinor;
  const threshold = floorOf(times(ratio(pow10(input.scale)), decimalRatio(rules.winAmountThreshold)));
  const taxable = base - threshold;
  return taxable > 0n ? floorOf(times(ratio(taxable), percentRatio(rules.payoutTaxPercent))) : 0n;
}
