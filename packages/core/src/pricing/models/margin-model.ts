import { sumScores, type LiveState } from '../core/game-state';
import type { Points } from '../core/points';
import {
  convolve,
  discretePoints,
  mixture,
  probabilityOf,
  without,
  type Discrete,
} from '../distributions/discrete';
import { discreteNormal } from '../distributions/normal';

export interface Normal {
  readonly mean: number;
  readonly sd: number;
}

/** Points over regulation: home minus away, and both together, each normal (and independent of each other). */
export interface NormalScoring {
  readonly margin: Normal;
  readonly total: Normal;
}

export interface MarginRules {
  /** Regulation periods; the first half is the first half of them. */
  readonly periods: number;
  /** Overtime length as a share of regulation; absent where a draw stands (handball leagues). */
  readonly overtimeShare?: number;
}

export interface MarginInput {
  readonly scoring: NormalScoring;
  /** elapsed: share of regulation played; periods: points of each period so far. */
  readonly state?: LiveState;
}

/** The distributions a normal-margin sport prices from. */
export interface MarginModel {
  readonly regulationMargin: Points;
  /** With overtime. */
  readonly margin: Points;
  readonly total: Points;
  readonly home: Points;
  readonly away: Points;
  readonly firstHalfMargin: Points;
  readonly firstHalfTotal: Points;
}

/** Each side's own points: half the total plus or minus half the margin. */
function sideScoring(scoring: NormalScoring, side: 1 | -1): Normal {
  const { margin, total } = scoring;
  return { mean: (total.mean + side * margin.mean) / 2, sd: Math.hypot(total.sd, margin.sd) / 2 };
}

/** The part of a normal quantity still to come in a `share` of regulation, on top of what is on the board. */
export function remaining(normal: Normal, share: number, already: number): Discrete {
  return discreteNormal(normal.mean * share + already, normal.sd * Math.sqrt(share));
}

/**
 * Basketball, handball and American football as normal margins and totals (the classic points-spread
 * model): the regulation margin and total are rounded normals of what remains plus what is on the board.
 * A tie goes to overtime, a shorter game of the same kind played until it is not tied; so the final margin
 * is the regulation one off zero plus P(tie) × the overtime margin given it is not zero, and the totals add
 * the overtime's points to the tied share of games. Team points are normals of their own, which ignores
 * their parity with the total; handicaps and totals, the markets that matter, are exact under the model.
 */
export function marginModel(rules: MarginRules, input: MarginInput): MarginModel {
  const { scoring, state } = input;
  const elapsed = state?.elapsed ?? 0;
  const left = 1 - elapsed;
  const board = sumScores(state?.periods ?? []);
  const firstHalfBoard = sumScores(state?.periods.slice(0, rules.periods / 2) ?? []);
  const firstHalfLeft = Math.max(0, 0.5 - elapsed);
  const home = sideScoring(scoring, 1);
  const away = sideScoring(scoring, -1);
  const regulation = {
    margin: remaining(scoring.margin, left, board.home - board.away),
    total: remaining(scoring.total, left, board.home + board.away),
    home: remaining(home, left, board.home),
    away: remaining(away, left, board.away),
  };
  const final = { ...regulation };
  const share = rules.overtimeShare;
  if (share) {
    const tie = probabilityOf(regulation.margin, 0);
    const withOvertime = (d: Discrete, overtime: Normal) =>
      mixture([
        [d, 1 - tie],
        [convolve(d, remaining(overtime, share, 0)), tie],
      ]);
    final.margin = mixture([
      [without(regulation.margin, 0, false), 1],
      [without(remaining(scoring.margin, share, 0), 0, true), tie],
    ]);
    final.total = withOvertime(regulation.total, scoring.total);
    final.home = withOvertime(regulation.home, home);
    final.away = withOvertime(regulation.away, away);
  }
  return {
    regulationMargin: discretePoints(regulation.margin),
    margin: discretePoints(final.margin),
    total: discretePoints(final.total),
    home: discretePoints(final.home),
    away: discretePoints(final.away),
    firstHalfMargin: discretePoints(
      remaining(scoring.margin, firstHalfLeft, firstHalfBoard.home - firstHalfBoard.away),
    ),
    firstHalfTotal: discretePoints(
      remaining(scoring.total, firstHalfLeft, firstHalfBoard.home + firstHalfBoard.away),
    ),
  };
}
