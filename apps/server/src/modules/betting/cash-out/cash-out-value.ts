import type { TaxRules } from '@sportsbook/core/betting/betting-tax';
import { payoutTax } from '@sportsbook/core/betting/betting-tax';
import { cashOutValue, type CashOutRefusal } from '@sportsbook/core/betting/cash-out';
import type { FeedView } from '../../feed/store/feed-view';
import type { BetRow, LegRow } from '../bets.repository';
import { legRefusal, lookupLeg } from '../coupon/leg-lookup';
import { shapeOfRow } from '../placement/waiting-check';

export type SaleRefusal = CashOutRefusal | 'power' | 'off' | 'closed';

export type SaleValue =
  | { readonly ok: true; readonly valueMinor: bigint; readonly taxMinor: bigint }
  | { readonly ok: false; readonly reason: SaleRefusal };

/** Each open leg's price now, or null when it cannot be bet on now (suspended, blocked, gone). */
export function currentPrices(view: FeedView, legs: readonly LegRow[], nowMs: number): (number | null)[] {
  return legs.map((leg) => {
    if (leg.result !== null) return null;
    const lookup = lookupLeg(view, {
      gameId: leg.event_id,
      type: leg.t,
      sentPrice: null,
      param: leg.p,
      kind: leg.kind,
    });
    return legRefusal(lookup, { nowMs, transformEventKind: true }) === null ? lookup.outcome!.C : null;
  });
}

/**
 * What selling `partMinor` of a running bet's stake pays now (docs/BETTING.md, cash-out): its value with the
 * margin, and the tax on its gain over the part sold.
 */
export function saleValue(input: {
  bet: BetRow;
  legs: readonly LegRow[];
  view: FeedView;
  nowMs: number;
  partMinor: bigint;
  marginPercent: number;
  enabled: boolean;
}): SaleValue {
  const { bet } = input;
  if (!input.enabled) return { ok: false, reason: 'off' };
  if (bet.status !== 'open') return { ok: false, reason: 'closed' };
  if (bet.boost_kind === 'power') return { ok: false, reason: 'power' };
  const value = cashOutValue({
    shape: shapeOfRow(bet),
    legs: input.legs.map((leg) => ({ price: leg.price, result: leg.result })),
    currentPrices: currentPrices(input.view, input.legs, input.nowMs),
    stakeMinor: input.partMinor,
    marginPercent: input.marginPercent,
  });
  if (!value.ok) return value;
  const taxMinor = payoutTax(
    {
      returnMinor: value.valueMinor,
      stakeMinor: input.partMinor,
      priceThousandths: bet.price,
      scale: bet.scale,
    },
    bet.tax_rules as unknown as TaxRules,
  );
  return { ok: true, valueMinor: value.valueMinor, taxMinor };
}
