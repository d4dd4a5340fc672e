import { betMultiplier, isDecided } from '@sportsbook/core/betting/bet-payout';
import { betReturn, type BetReturn } from '@sportsbook/core/betting/bet-return';
import { settledStatus } from '@sportsbook/core/betting/bet-status';
import type { TaxRules } from '@sportsbook/core/betting/betting-tax';
import { boostPercentFor, qualifyingLegs, type BoostRules } from '@sportsbook/core/betting/boost';
import type { BetRow, LegRow } from '../bets.repository';
import { shapeOfRow } from '../placement/waiting-check';

/** What a bet should have booked, from its legs as they stand. */
export interface SettleTarget {
  readonly status: 'won' | 'lost' | 'refund';
  readonly result: BetReturn;
  /** A bet settled void returns its stake tax too. */
  readonly refundTaxMinor: bigint;
}

/**
 * The settlement the bet's legs decide now, or null while they decide nothing (the bet runs). `forceVoid`
 * settles it void whatever its legs say (an advance bet no running bet covers any more).
 */
export function settleTarget(bet: BetRow, legs: readonly LegRow[], forceVoid = false): SettleTarget | null {
  const shape = shapeOfRow(bet);
  const priced = legs.map((leg) => ({
    price: leg.price,
    result: forceVoid ? ('void' as const) : leg.result,
  }));
  if (!isDecided(shape, priced)) return null;
  const rules = bet.boost_rules as BoostRules | null;
  const boostPercent = rules ? boostPercentFor(qualifyingLegs(priced, rules.minLegPrice), rules.steps) : 0;
  const result = betReturn({
    stakeMinor: bet.open_stake,
    multiplier: betMultiplier(shape, priced),
    boostPercent,
    tax: bet.tax_rules as unknown as TaxRules,
    priceThousandths: bet.price,
    scale: bet.scale,
  });
  const allVoid = priced.every((leg) => leg.result === 'void');
  const refundTaxMinor = allVoid && bet.open_stake === bet.bet_stake ? bet.stake_tax : 0n;
  return {
    status: settledStatus(result.payoutMinor + result.boostMinor, bet.open_stake),
    result,
    refundTaxMinor,
  };
}
