/**
 * Regulation time of a clock sport laid out in simulated seconds: period, its added time (the clock stands
 * at the period's end while it is played), a break, the next period. Extra time is the family's business.
 */
export interface ClockShape {
  readonly periods: number;
  readonly periodSec: number;
  readonly breakSec: number;
  /** Added seconds after each period (football's stoppage time); none when absent. */
  readonly added?: readonly number[];
}

export interface ClockPosition {
  /** 1-based period in play, or the one just finished during a break. */
  readonly period: number;
  /** Regulation seconds played: the game clock. */
  readonly clockSec: number;
  /** Seconds into the current period's added time. */
  readonly addedSec: number;
  readonly inBreak: boolean;
  /** Regulation is over. */
  readonly over: boolean;
}

const addedOf = (shape: ClockShape, period: number) => shape.added?.[period] ?? 0;

/** The simulated second at which regulation ends. */
export function regulationEnd(shape: ClockShape): number {
  let end = (shape.periods - 1) * shape.breakSec;
  for (let p = 0; p < shape.periods; p++) end += shape.periodSec + addedOf(shape, p);
  return end;
}

export function clockAt(shape: ClockShape, simSec: number): ClockPosition {
  let start = 0;
  for (let p = 0; p < shape.periods; p++) {
    const played = simSec - start;
    const length = shape.periodSec + addedOf(shape, p);
    const clockBase = p * shape.periodSec;
    if (played < shape.periodSec)
      return {
        period: p + 1,
        clockSec: clockBase + Math.max(0, played),
        addedSec: 0,
        inBreak: false,
        over: false,
      };
    if (played < length)
      return {
        period: p + 1,
        clockSec: clockBase + shape.periodSec,
        addedSec: played - shape.periodSec,
        inBreak: false,
        over: false,
      };
    const last = p === shape.periods - 1;
    if (!last && played < length + shape.breakSec)
      return {
        period: p + 1,
        clockSec: clockBase + shape.periodSec,
        addedSec: 0,
        inBreak: true,
        over: false,
      };
    start += length + shape.breakSec;
  }
  const full = shape.periods * shape.periodSec;
  return { period: shape.periods, clockSec: full, addedSec: 0, inBreak: false, over: true };
}

/** When the game clock shows `clockSec`: a moment at a period's very end falls before its added time. */
export function simAtClock(shape: ClockShape, clockSec: number): number {
  const period = Math.min(shape.periods - 1, Math.floor(clockSec / shape.periodSec));
  let start = 0;
  for (let p = 0; p < period; p++) start += shape.periodSec + addedOf(shape, p) + shape.breakSec;
  return start + (clockSec - period * shape.periodSec);
}

/** Regulation seconds of play between two simulated moments (breaks and added time excluded). */
export function playedBetween(shape: ClockShape, fromSim: number, toSim: number): number {
  return Math.max(0, clockAt(shape, toSim).clockSec - clockAt(shape, fromSim).clockSec);
}
