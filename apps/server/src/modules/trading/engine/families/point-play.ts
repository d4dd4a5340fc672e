import type { Score } from '@sportsbook/core/pricing/index';
import type { FeedIncident } from '../../../feed/feed-model';

export type Side = 'home' | 'away';

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
export const sideOfIndex = (index: 0 | 1): Side => (index === 0 ? 'home' : 'away');

/** A sport played point by point (tennis, volleyball, table tennis) or unit by unit (maps, frames). */
export interface PointLive {
  simSec: number;
  done: boolean;
  /** Winners of the points still to play, drawn from the pricing model. */
  plan: Side[];
  /** Simulated second at which the next point is decided. */
  nextPointAt: number;
}

export interface PointOutcome {
  /** Seconds until the next point: longer after a game or set. */
  readonly pauseSec: number;
  readonly incident?: FeedIncident;
}

/** Plays the planned points due by `toSec`; `play` applies one point and says how long the pause after it is. */
export function playPoints<L extends PointLive>(
  live: L,
  toSec: number,
  play: (live: L, winner: Side) => PointOutcome,
): { scored: boolean; incidents: FeedIncident[] } {
  const incidents: FeedIncident[] = [];
  let scored = false;
  while (!live.done && live.plan.length > 0 && live.nextPointAt <= toSec) {
    const winner = live.plan.shift()!;
    live.simSec = live.nextPointAt;
    const outcome = play(live, winner);
    if (outcome.incident) incidents.push(outcome.incident);
    live.nextPointAt = live.simSec + outcome.pauseSec;
    scored = true;
  }
  if (!live.done) live.simSec = Math.max(live.simSec, toSec);
  return { scored, incidents };
}

export const setsWon = (sets: readonly Score[], side: Side): number =>
  sets.filter((s) => s[side] > s[other(side)]).length;
