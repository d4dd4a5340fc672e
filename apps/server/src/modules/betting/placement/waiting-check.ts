import { quoteCoupon } from '@sportsbook/core/betting/coupon-quote';
import type { BetShape } from '@sportsbook/core/betting/bet-kind';
import { NO_TAX } from '@sportsbook/core/betting/betting-tax';
import type { FeedView } from '../../feed/store/feed-view';
import type { BetRow, LegRow } from '../bets.repository';
import type { RefusalName } from '../betting-refusal';
import { scoreText } from '../coupon/coupon-events';
import { legRefusal, lookupLeg } from '../coupon/leg-lookup';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import { minorToBaseCents } from './limits';
import { pricePasses } from './price-policy';

export function shapeOfRow(bet: Pick<BetRow, 'kind' | 'system_size' | 'anti_margin'>): BetShape {
  if (bet.kind === 'system') return { kind: 'system', size: bet.system_size ?? 0 };
  if (bet.kind === 'anti') return { kind: 'anti', marginPercent: Number(bet.anti_margin ?? 0) };
  return { kind: bet.kind };
}

export type WaitingCheck =
  | { readonly ok: true; readonly prices: number[]; readonly price: number; readonly exposureCents: bigint }
  | { readonly ok: false; readonly refusal: RefusalName };

/**
 * A waiting bet checked again at the end of its delay, against the view now: every leg still open, its price
 * within the bet's policy against the price the player saw, and with DropOnScoreChange the score unchanged.
 */
export function checkWaitingBet(
  view: FeedView,
  bet: BetRow,
  legs: readonly LegRow[],
  nowMs: number,
  currency: Currency,
): WaitingCheck {
  const prices: number[] = [];
  for (const leg of legs) {
    const lookup = lookupLeg(view, {
      gameId: leg.event_id,
      type: leg.t,
      sentPrice: leg.sent_price,
      param: leg.p,
      kind: leg.kind,
    });
    const refusal = legRefusal(lookup, { nowMs, transformEventKind: bet.checks.transform });
    if (refusal) return { ok: false, refusal };
    const price = lookup.outcome!.C;
    if (!pricePasses(bet.checks.policy, leg.sent_price, price)) return { ok: false, refusal: 'priceChanged' };
    if (bet.checks.dropOnScoreChange && leg.kind === 1 && scoreText(lookup.game) !== leg.score)
      return { ok: false, refusal: 'scoreChanged' };
    prices.push(price);
  }
  const quote = quoteCoupon({
    shape: shapeOfRow(bet),
    prices,
    stakeMinor: bet.bet_stake,
    boost: null,
    tax: NO_TAX,
    scale: bet.scale,
    antiExpressMarginPercent: 0,
  });
  const net = quote.payoutMinor - bet.bet_stake;
  return {
    ok: true,
    prices,
    price: quote.coef,
    exposureCents: net > 0n ? minorToBaseCents(net, currency) : 0n,
  };
}
