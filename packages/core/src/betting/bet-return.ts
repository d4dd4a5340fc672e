import type { Ratio } from '../money/ratio';
import { boostAmount } from './boost';
import { payoutTax, type TaxRules } from './betting-tax';
import { floorOf, ratio, times } from './exact';

/** The money side of a bet's result: its payout, boost and payout tax, and what reaches the player. */
export interface BetReturn {
  readonly payoutMinor: bigint;
  readonly boostMinor: bigint;
  readonly taxMinor: bigint;
  /** payout + boost − tax. */
  readonly paidMinor: bigint;
}

export interface BetReturnInput {
  /** The stake that bets (after stake tax). */
  readonly stakeMinor: bigint;
  /** What the bet pays per unit of stake (bet-payout.ts). */
  readonly multiplier: Ratio;
  readonly boostPercent: number;
  readonly tax: TaxRules;
  /** The bet's price, for the tax's coefThreshold. */
  readonly priceThousandths: number;
  readonly scale: number;
}

/** Payout and boost rounded down from the exact amounts, then the payout tax on their sum. */
export function betReturn(input: BetReturnInput): BetReturn {
  const gross = times(ratio(input.stakeMinor), input.multiplier);
  const payoutMinor = floorOf(gross);
  const boostMinor = boostAmount({
    stakeMinor: input.stakeMinor,
    grossPayout: gross,
    percent: input.boostPercent,
  });
  const taxMinor = payoutTax(
    {
      returnMinor: payoutMinor + boostMinor,
      stakeMinor: input.stakeMinor,
      priceThousandths: input.priceThousandths,
      scale: input.scale,
    },
    input.tax,
  );
  return { payoutMinor, boostMinor, taxMinor, paidMinor: payoutMinor + boostMinor - taxMinor };
}
