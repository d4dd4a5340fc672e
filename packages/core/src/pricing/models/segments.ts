import { sumScores, type Score } from '../core/game-state';

/**
 * A stretch of regulation priced as one block: a football half, a hockey period, baseball's first five
 * innings. `periods` is how many of the sport's equal-length periods it spans, `weight` its share of the
 * expected scoring (football's first half sees about 45% of the goals).
 */
export interface Segment {
  readonly periods: number;
  readonly weight: number;
}

function periodCount(segments: readonly Segment[]): number {
  return segments.reduce((n, s) => n + s.periods, 0);
}

/** The score of each segment from the scores of the periods played so far. */
export function segmentScores(periods: readonly Score[], segments: readonly Segment[]): Score[] {
  let first = 0;
  return segments.map((segment) => {
    const score = sumScores(periods.slice(first, first + segment.periods));
    first += segment.periods;
    return score;
  });
}

/** The share of the expected scoring still to come in each segment, `elapsed` of regulation played. */
export function remainingWeights(segments: readonly Segment[], elapsed: number): number[] {
  const total = periodCount(segments);
  let start = 0;
  return segments.map((segment) => {
    const end = start + segment.periods / total;
    const left = Math.min(1, Math.max(0, (end - elapsed) / (end - start)));
    start = end;
    return segment.weight * left;
  });
}

/** The period (0-based) a moment of regulation falls in. */
export function periodAt(segments: readonly Segment[], elapsed: number): number {
  const total = periodCount(segments);
  return Math.min(total - 1, Math.floor(elapsed * total));
}
