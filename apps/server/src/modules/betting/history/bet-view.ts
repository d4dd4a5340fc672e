import { BET_STATUS } from '@sportsbook/core/betting/bet-status';
import { VID_OF_KIND } from '@sportsbook/core/betting/bet-kind';
import type { BetView } from '@sportsbook/core/betting/bet-view.schema';
import type { BetRow, LegRow } from '../bets.repository';
import type { SaleValue } from '../cash-out/cash-out-value';
import { settleTarget } from '../settlement/settle-target';
import { formatMinor } from './money-text';

const money = (minor: bigint | null, scale: number) => (minor === null ? null : formatMinor(minor, scale));

/** What the bet pays if every open leg wins (a settled bet: what it paid). */
function possibleWinMinor(bet: BetRow, legs: readonly LegRow[]): bigint {
  if (bet.paid !== null && bet.status !== 'open') return bet.paid;
  if (bet.kind === 'anti') return (bet.open_stake * BigInt(bet.price)) / 1000n;
  const asWon = legs.map((leg) => ({ ...leg, result: leg.result ?? ('won' as const) }));
  return settleTarget(bet, asWon)?.result.paidMinor ?? 0n;
}

/** A bet as the history, its details and the operator show it (money as exact decimal text). */
export function betView(bet: BetRow, legs: readonly LegRow[], sale: SaleValue | null): BetView {
  const scale = bet.scale;
  return {
    id: Number(bet.id),
    betGuid: bet.bet_guid,
    group: bet.group_index,
    kind: bet.kind,
    vid: VID_OF_KIND[bet.kind],
    systemSize: bet.system_size,
    status: bet.status,
    statusCode: BET_STATUS[bet.status],
    currency: bet.currency,
    currencyId: bet.currency_id,
    stake: formatMinor(bet.stake, scale),
    stakeTax: formatMinor(bet.stake_tax, scale),
    openStake: formatMinor(bet.open_stake, scale),
    price: bet.price / 1000,
    possibleWin: formatMinor(possibleWinMinor(bet, legs), scale),
    boostKind: bet.boost_kind,
    payout: money(bet.payout, scale),
    boost: money(bet.boost, scale),
    payoutTax: money(bet.payout_tax, scale),
    paid: money(bet.paid, scale),
    sold: formatMinor(bet.sold, scale),
    live: bet.live,
    advance: bet.advance,
    oneClick: bet.one_click,
    promo: bet.promo,
    couponCode: bet.coupon_code,
    placedAt: bet.placed_at.toISOString(),
    acceptedAt: bet.accepted_at?.toISOString() ?? null,
    settledAt: bet.settled_at?.toISOString() ?? null,
    refuseCode: bet.refuse_code,
    legs: legs.map((leg) => ({
      index: leg.idx,
      gameId: leg.event_id,
      mainGameId: leg.game_id,
      sportId: leg.sport_id,
      champId: leg.champ_id,
      startAt: Math.floor(leg.start_at.getTime() / 1000),
      names: leg.names,
      marketKey: leg.market_key,
      G: leg.g,
      T: leg.t,
      P: leg.p / 1000,
      price: leg.price / 1000,
      kind: leg.kind === 1 ? 'live' : 'line',
      score: leg.score,
      result: leg.result,
    })),
    cashOut: sale && {
      available: sale.ok,
      value: sale.ok ? formatMinor(sale.valueMinor - sale.taxMinor, scale) : null,
      tax: sale.ok ? formatMinor(sale.taxMinor, scale) : null,
      reason: sale.ok ? null : sale.reason,
    },
  };
}
