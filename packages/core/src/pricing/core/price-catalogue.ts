import type { Catalogue } from './catalogue';
import { pointsCache } from './catalogue';
import { DEFAULT_MARGINS, type MarginConfig } from './margin-config';
import type { FamilyMarket, MarketFamily } from './market-family';
import { applyMargin, MIN_SELECTION_PROBABILITY } from './power-margin';
import type { FairMarket, PricedMarket, PricedOutcome } from './priced-market';

function marketKey(period: number, G: number, line: number | undefined): string {
  return line === undefined ? `${period}:${G}` : `${period}:${G}:${line}`;
}

/** Every market of the catalogue with fair probabilities, before margin and before anything is withdrawn. */
export function fairMarkets<M, R>(catalogue: Catalogue<M, R>, model: M): FairMarket[] {
  const pointsOf = pointsCache(model);
  return catalogue.flatMap(({ period, family, projection }) => {
    const points = pointsOf(projection);
    if (points.p.length === 0) return [];
    return family.markets(points).map((market) => ({
      key: marketKey(period, family.G, market.line),
      period,
      G: family.G,
      line: market.line,
      coverage: family.coverage,
      outcomes: market.selections.map(({ T, P }, i) => ({ T, P, probability: market.probabilities[i] })),
    }));
  });
}

/**
 * The market as offered: selections below MIN_SELECTION_PROBABILITY are left out (an impossible score, a
 * hopeless side), and the market is withdrawn when fewer than two remain, when a double-chance-like market
 * loses one, or when a price would fall under 1.01.
 */
function offer(
  period: number,
  family: MarketFamily,
  market: FamilyMarket,
  margin: number,
): PricedMarket | undefined {
  const offered: number[] = [];
  market.probabilities.forEach((p, i) => {
    if (p >= MIN_SELECTION_PROBABILITY) offered.push(i);
  });
  const all = market.probabilities.length;
  if (offered.length < 2 || (family.coverage > 1 && offered.length < all)) return undefined;
  const prices = applyMargin(
    offered.length === all ? market.probabilities : offered.map((i) => market.probabilities[i]),
    margin,
    family.coverage,
  );
  if (!prices) return undefined;
  const outcomes = offered.map((i, k): PricedOutcome => {
    const { T, P } = market.selections[i];
    return { G: family.G, T, P, price: prices[k], probability: market.probabilities[i] };
  });
  return {
    key: marketKey(period, family.G, market.line),
    period,
    G: family.G,
    line: market.line,
    margin,
    coverage: family.coverage,
    outcomes,
  };
}

/** Neighbouring lines that price the same (no outcome falls between them) are offered once. */
function sameProbabilities(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((p, i) => Math.abs(p - b[i]) < 1e-12);
}

const favourite = (m: PricedMarket): number => m.outcomes.reduce((max, o) => Math.max(max, o.probability), 0);

/** The main line of a family with several: the one whose likeliest selection is least likely (closest to even). */
function markMainLine(markets: PricedMarket[]): PricedMarket[] {
  if (markets.length < 2) return markets;
  let main = 0;
  for (let i = 1; i < markets.length; i++) if (favourite(markets[i]) < favourite(markets[main])) main = i;
  markets[main] = { ...markets[main], outcomes: markets[main].outcomes.map((o) => ({ ...o, CE: 1 })) };
  return markets;
}

/** Prices a sport's catalogue under its model: the markets on offer, main lines flagged CE. */
export function priceMarkets<M, R>(
  catalogue: Catalogue<M, R>,
  model: M,
  margins: MarginConfig = DEFAULT_MARGINS,
): PricedMarket[] {
  const pointsOf = pointsCache(model);
  const priced: PricedMarket[] = [];
  for (const { period, family, projection } of catalogue) {
    const points = pointsOf(projection);
    if (points.p.length === 0) continue;
    const offered: PricedMarket[] = [];
    let previous: readonly number[] = [];
    for (const market of family.markets(points)) {
      if (sameProbabilities(market.probabilities, previous)) continue;
      previous = market.probabilities;
      const one = offer(period, family, market, margins[family.tier]);
      if (one) offered.push(one);
    }
    priced.push(...(offered[0]?.line === undefined ? offered : markMainLine(offered)));
  }
  return priced;
}
