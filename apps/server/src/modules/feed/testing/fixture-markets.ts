import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import type { FeedMarket, FeedOutcome } from '../feed-model';

/** Plausible prices with a 5% margin, for a fixture; the trading engine prices from real models. */
function price(probability: number): number {
  const p = Math.min(0.95, Math.max(0.04, probability));
  return Math.max(1010, Math.round(1000 / (p * 1.05)));
}

function outcome(G: number, T: number, probability: number, extra: Partial<FeedOutcome> = {}): FeedOutcome {
  return { G, T, C: price(probability), ...extra };
}

function market(key: string, outcomes: FeedOutcome[]): FeedMarket {
  return { key, G: outcomes[0]!.G, outcomes };
}

/** A two-way market per line, `main` flagged CE; `home` is the home (or over) side's probability at a line. */
function lines(
  G: number,
  [t1, t2]: readonly [number, number],
  values: readonly number[],
  main: number,
  home: (line: number) => number,
  handicap = false,
): FeedMarket[] {
  return values.map((line) => {
    const ce = line === main ? ({ CE: 1 } as const) : {};
    const p = home(line);
    return market(`${G}:${line}`, [
      outcome(G, t1, p, { ...(line !== 0 && { P: line }), ...ce }),
      outcome(G, t2, 1 - p, { ...(line !== 0 && { P: handicap ? -line : line }), ...ce }),
    ]);
  });
}

/** Football: 1X2, double chance, handicaps, totals, team totals, both to score, correct score, draw no bet. */
export function footballMarkets(strength: number, options: { blockBothScore?: boolean } = {}): FeedMarket[] {
  const home = 0.25 + strength * 0.3;
  const draw = 0.27;
  const away = 1 - home - draw;
  const blocked = options.blockBothScore ? ({ B: true } as const) : {};
  return [
    market('1', [
      outcome(GROUP.result, SELECTION.home, home),
      outcome(GROUP.result, SELECTION.draw, draw),
      outcome(GROUP.result, SELECTION.away, away),
    ]),
    market('8', [
      outcome(GROUP.doubleChance, SELECTION.homeOrDraw, home + draw),
      outcome(GROUP.doubleChance, SELECTION.homeOrAway, home + away),
      outcome(GROUP.doubleChance, SELECTION.drawOrAway, draw + away),
    ]),
    ...lines(GROUP.handicap, [7, 8], [-1.5, -1, -0.5, 0, 0.5], -0.5, (l) => home + 0.1 + 0.15 * l, true),
    ...lines(GROUP.total, [9, 10], [1.5, 2, 2.5, 3, 3.5], 2.5, (l) => 0.78 - 0.22 * (l - 1.5)),
    ...lines(GROUP.homeTotal, [11, 12], [1.5], 1.5, () => 0.35 + strength * 0.2),
    ...lines(GROUP.awayTotal, [13, 14], [1.5], 1.5, () => 0.45 - strength * 0.2),
    market('19', [
      outcome(GROUP.bothScore, SELECTION.bothScoreYes, 0.52, blocked),
      outcome(GROUP.bothScore, SELECTION.bothScoreNo, 0.48, blocked),
    ]),
    market('136', [
      outcome(GROUP.correctScore, SELECTION.score, 0.09),
      outcome(GROUP.correctScore, SELECTION.score, 0.12, { P: 1 }),
      outcome(GROUP.correctScore, SELECTION.score, 0.08, { P: 0.001 }),
      outcome(GROUP.correctScore, SELECTION.score, 0.11, { P: 1.001 }),
      outcome(GROUP.correctScore, SELECTION.score, 0.09, { P: 2.001 }),
      outcome(GROUP.correctScore, SELECTION.otherScore, 0.3),
    ]),
    market('100001', [
      outcome(GROUP.drawNoBet, SELECTION.drawNoBetHome, home / (home + away)),
      outcome(GROUP.drawNoBet, SELECTION.drawNoBetAway, away / (home + away)),
    ]),
  ];
}

export function footballHalfMarkets(strength: number): FeedMarket[] {
  const home = 0.3 + strength * 0.15;
  return [
    market('1', [
      outcome(GROUP.result, SELECTION.home, home),
      outcome(GROUP.result, SELECTION.draw, 0.42),
      outcome(GROUP.result, SELECTION.away, 0.58 - home),
    ]),
    ...lines(GROUP.total, [9, 10], [0.5, 1, 1.5], 1, (l) => 0.7 - 0.3 * l),
  ];
}

export function cornerMarkets(): FeedMarket[] {
  return lines(GROUP.total, [9, 10], [8.5, 9.5, 10.5], 9.5, (l) => 0.5 - 0.1 * (l - 9.5));
}

/** Basketball: winner (no draw), winner with overtime, handicaps, totals, team totals. */
export function basketballMarkets(strength: number): FeedMarket[] {
  const home = 0.3 + strength * 0.4;
  return [
    market('1', [
      outcome(GROUP.result, SELECTION.home, home),
      outcome(GROUP.result, SELECTION.away, 1 - home),
    ]),
    market('101', [
      outcome(GROUP.winnerWithOvertime, SELECTION.overtimeHome, home),
      outcome(GROUP.winnerWithOvertime, SELECTION.overtimeAway, 1 - home),
    ]),
    ...lines(GROUP.handicap, [7, 8], [-5.5, -4.5, -3.5], -4.5, (l) => home - 0.2 + 0.04 * (l + 4.5), true),
    ...lines(GROUP.total, [9, 10], [210.5, 215.5, 220.5], 215.5, (l) => 0.5 - 0.02 * (l - 215.5)),
    ...lines(GROUP.homeTotal, [11, 12], [108.5], 108.5, () => 0.5),
    ...lines(GROUP.awayTotal, [13, 14], [106.5], 106.5, () => 0.5),
  ];
}

/** An outright's winner market: one outcome per participant, P its number. */
export function outrightMarkets(field: number): FeedMarket[] {
  const outcomes = Array.from({ length: field }, (_, i) =>
    outcome(GROUP.outrightWinner, SELECTION.participant, 0.4 / (i + 1), { P: i + 1 }),
  );
  return [market('100019', outcomes)];
}

/** Tennis: winner, games handicap, total games, set score. */
export function tennisMarkets(strength: number): FeedMarket[] {
  const home = 0.3 + strength * 0.4;
  return [
    market('1', [
      outcome(GROUP.result, SELECTION.home, home),
      outcome(GROUP.result, SELECTION.away, 1 - home),
    ]),
    ...lines(GROUP.handicap, [7, 8], [-2.5, -1.5], -2.5, (l) => home - 0.1 + 0.05 * (l + 2.5), true),
    ...lines(GROUP.total, [9, 10], [21.5, 22.5], 22.5, (l) => 0.5 - 0.05 * (l - 22.5)),
    market('136', [
      outcome(GROUP.correctScore, SELECTION.score, home * 0.6, { P: 2 }),
      outcome(GROUP.correctScore, SELECTION.score, home * 0.4, { P: 2.001 }),
      outcome(GROUP.correctScore, SELECTION.score, (1 - home) * 0.4, { P: 1.002 }),
      outcome(GROUP.correctScore, SELECTION.score, (1 - home) * 0.6, { P: 0.002 }),
    ]),
  ];
}
