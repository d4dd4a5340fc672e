import { MIN_PRICE_THOUSANDTHS, type PricedMarket } from '@sportsbook/core/pricing/index';
import type { FeedMarket, FeedOutcome, FeedSubGame } from '../../feed/feed-model';
import type { EngineRecord } from './trading-game';
import { familyOf, offeredKey } from './trading-game';

/** A price moved by the operator's factor, never under the lowest price offered. */
function adjusted(price: number, ratio: number | undefined): number {
  if (ratio === undefined) return price;
  return Math.max(MIN_PRICE_THOUSANDTHS, Math.round(price * ratio));
}

/**
 * Selections offered so far, as a set beside the record's array, and how many selections each market key
 * had when last recorded: repricing a live game runs for hundreds of selections, mostly already known.
 */
interface OfferedIndex {
  readonly entries: Set<string>;
  readonly markets: Map<string, number>;
}

const offeredIndexes = new WeakMap<EngineRecord, OfferedIndex>();

function offeredIndex(record: EngineRecord): OfferedIndex {
  let index = offeredIndexes.get(record);
  if (!index || index.entries.size !== record.offered.length) {
    index = { entries: new Set(record.offered), markets: new Map() };
    offeredIndexes.set(record, index);
  }
  return index;
}

function recordOffered(index: OfferedIndex, market: PricedMarket, added: string[]): void {
  if (index.markets.get(market.key) === market.outcomes.length) return;
  index.markets.set(market.key, market.outcomes.length);
  for (const o of market.outcomes) {
    const entry = offeredKey(market.key, o.T, o.P === 0 ? undefined : o.P);
    if (!index.entries.has(entry)) {
      index.entries.add(entry);
      added.push(entry);
    }
  }
}

type MutableOutcome = { G: number; T: number; P?: number; C: number; CE?: 1 };

/**
 * The model's markets as the feed publishes them: operator moves applied, voided markets left out, whole
 * game markets apart from each period's (sub-games), and every selection remembered for settlement. Plain
 * assignments rather than spreads: this runs for every selection of every repriced game.
 */
export function marketView(
  priced: readonly PricedMarket[],
  record: EngineRecord,
): { markets: FeedMarket[]; subGames: FeedSubGame[] } {
  const voided = record.voided.length > 0 ? new Set(record.voided) : undefined;
  const hasRatios = Object.keys(record.ratios).length > 0;
  const index = offeredIndex(record);
  const added: string[] = [];
  const byPeriod = new Map<number, FeedMarket[]>();
  for (const market of priced) {
    if (voided?.has(market.key)) continue;
    recordOffered(index, market, added);
    const outcomes: FeedOutcome[] = [];
    for (const o of market.outcomes) {
      const P = o.P === 0 ? undefined : o.P;
      const outcome: MutableOutcome = { G: o.G, T: o.T, C: o.price };
      if (P !== undefined) outcome.P = P;
      if (hasRatios) outcome.C = adjusted(o.price, record.ratios[`${market.key}|${o.T}`]);
      if (o.CE) outcome.CE = 1;
      outcomes.push(outcome);
    }
    const list = byPeriod.get(market.period);
    if (list) list.push({ key: market.key, G: market.G, outcomes });
    else byPeriod.set(market.period, [{ key: market.key, G: market.G, outcomes }]);
  }
  if (added.length > 0) record.offered.push(...added);
  const family = familyOf(record);
  const { format } = record.setup;
  const subGames = family.subGamePeriods(format).flatMap((period): FeedSubGame[] => {
    const markets = byPeriod.get(period);
    const id = record.subGames[period];
    if (!markets || id === undefined) return [];
    return [{ id, title: family.periodTitle(format, period), ...(period < 100 ? { period } : {}), markets }];
  });
  return { markets: byPeriod.get(0) ?? [], subGames };
}

function flagMarkets(markets: readonly FeedMarket[], blocked: (key: string) => boolean): FeedMarket[] {
  return markets.map((market) => {
    const block = blocked(market.key);
    return {
      ...market,
      outcomes: market.outcomes.map((o) => {
        if (block) return { ...o, B: true as const };
        if (!o.B) return o;
        const { B: _blocked, ...open } = o;
        return open;
      }),
    };
  });
}

/** Sets B on the selections of blocked markets and clears it elsewhere (markets reopen without repricing). */
export function flagBlocked(
  view: { markets: readonly FeedMarket[]; subGames: readonly FeedSubGame[] },
  record: EngineRecord,
  allBlocked: boolean,
): { markets: FeedMarket[]; subGames: FeedSubGame[] } {
  const suspended = new Set(record.suspended);
  const blocked = (key: string) => allBlocked || suspended.has(key);
  return {
    markets: flagMarkets(view.markets, blocked),
    subGames: view.subGames.map((sub) => ({ ...sub, markets: flagMarkets(sub.markets, blocked) })),
  };
}
