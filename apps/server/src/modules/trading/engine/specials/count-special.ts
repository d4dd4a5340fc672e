import {
  applyMargin,
  GROUP,
  SELECTION,
  settleAbove,
  type PricedMarket,
  type PricedOutcome,
  type Settlement,
} from '@sportsbook/core/pricing/index';
import type { ScorePair } from '../../../feed/feed-model';

/**
 * Counted specials (corners, cards) as two independent Poisson counts: what is on the board plus what the
 * rest of the game brings. Written here because the pricing core prices goals, not corners. Markets: the
 * total over/under on five half lines around the expected count, each team's total, and who gets more.
 */
export interface CountSpecialInput {
  /** Expected count per side over a whole game. */
  readonly rate: ScorePair;
  /** Share of the game still to play. */
  readonly remaining: number;
  readonly current: ScorePair;
}

/** Counts still to come beyond this are negligible for corners (about 10 a game) and cards (about 4). */
const MAX_EXTRA = 30;

function poisson(mean: number): Float64Array {
  const p = new Float64Array(MAX_EXTRA + 1);
  p[0] = Math.exp(-mean);
  for (let k = 1; k <= MAX_EXTRA; k++) p[k] = (p[k - 1] * mean) / k;
  return p;
}

function above(p: Float64Array, offset: number, line: number): number {
  let sum = 0;
  for (let k = 0; k < p.length; k++) if (offset + k > line) sum += p[k];
  return sum;
}

function market(
  period: number,
  G: number,
  line: number | undefined,
  margin: number,
  sides: { T: number; P?: number; probability: number }[],
): PricedMarket | undefined {
  const prices = applyMargin(
    sides.map((s) => s.probability),
    margin,
  );
  if (!prices || sides.some((s) => s.probability < 0.001)) return undefined;
  const outcomes = sides.map((s, i): PricedOutcome => ({
    G,
    T: s.T,
    P: s.P,
    price: prices[i],
    probability: s.probability,
  }));
  const key = line === undefined ? `${period}:${G}` : `${period}:${G}:${line}`;
  return { key, period, G, line, margin, coverage: 1, outcomes };
}

function totalLadder(
  period: number,
  G: number,
  dist: Float64Array,
  offset: number,
  margin: number,
  over: number,
  under: number,
  count: number,
): PricedMarket[] {
  let mean = offset;
  dist.forEach((p, k) => (mean += p * k));
  const centre = Math.floor(mean) + 0.5;
  const offered: PricedMarket[] = [];
  for (let i = -count; i <= count; i++) {
    const line = centre + i;
    if (line < 0) continue;
    const pOver = above(dist, offset, line);
    const m = market(period, G, line, margin, [
      { T: over, P: line, probability: pOver },
      { T: under, P: line, probability: 1 - pOver },
    ]);
    if (m) offered.push(m);
  }
  const main = offered.reduce<PricedMarket | undefined>((best, m) => {
    const gap = Math.abs(m.outcomes[0].probability - 0.5);
    return !best || gap < Math.abs(best.outcomes[0].probability - 0.5) ? m : best;
  }, undefined);
  return offered.map((m) =>
    m === main ? { ...m, outcomes: m.outcomes.map((o) => ({ ...o, CE: 1 as const })) } : m,
  );
}

export function priceCountSpecial(period: number, input: CountSpecialInput, margin: number): PricedMarket[] {
  const home = poisson(input.rate.home * input.remaining);
  const away = poisson(input.rate.away * input.remaining);
  const total = poisson((input.rate.home + input.rate.away) * input.remaining);
  const current = input.current;
  let homeMore = 0;
  let level = 0;
  for (let i = 0; i <= MAX_EXTRA; i++) {
    if (home[i] < 1e-12) continue;
    for (let j = 0; j <= MAX_EXTRA; j++) {
      const diff = current.home + i - (current.away + j);
      if (diff > 0) homeMore += home[i] * away[j];
      else if (diff === 0) level += home[i] * away[j];
    }
  }
  const result = market(period, GROUP.result, undefined, margin, [
    { T: SELECTION.home, probability: homeMore },
    { T: SELECTION.draw, probability: level },
    { T: SELECTION.away, probability: Math.max(0, 1 - homeMore - level) },
  ]);
  return [
    ...(result ? [result] : []),
    ...totalLadder(
      period,
      GROUP.total,
      total,
      current.home + current.away,
      margin,
      SELECTION.over,
      SELECTION.under,
      2,
    ),
    ...totalLadder(
      period,
      GROUP.homeTotal,
      home,
      current.home,
      margin,
      SELECTION.homeOver,
      SELECTION.homeUnder,
      0,
    ),
    ...totalLadder(
      period,
      GROUP.awayTotal,
      away,
      current.away,
      margin,
      SELECTION.awayOver,
      SELECTION.awayUnder,
      0,
    ),
  ];
}

/** Settles a counted special's selection on the final counts. */
export function settleCountSpecial(G: number, T: number, P: number, final: ScorePair): Settlement {
  const total = final.home + final.away;
  switch (T) {
    case SELECTION.home:
      return final.home > final.away ? 'won' : 'lost';
    case SELECTION.draw:
      return final.home === final.away ? 'won' : 'lost';
    case SELECTION.away:
      return final.away > final.home ? 'won' : 'lost';
    case SELECTION.over:
      return settleAbove(total, P);
    case SELECTION.under:
      return settleAbove(-total, -P);
    case SELECTION.homeOver:
      return settleAbove(final.home, P);
    case SELECTION.homeUnder:
      return settleAbove(-final.home, -P);
    case SELECTION.awayOver:
      return settleAbove(final.away, P);
    case SELECTION.awayUnder:
      return settleAbove(-final.away, -P);
    default:
      throw new RangeError(`no selection T${T} in special G${G}`);
  }
}
