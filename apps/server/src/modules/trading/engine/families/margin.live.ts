import type { Score } from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident } from '../../../feed/feed-model';
import type { Advance, GameSetup } from '../family-engine';
import type { MarginFormat } from '../game-format';
import { clockAt, regulationEnd, simAtClock, type ClockShape } from '../play-clock';
import { momentsBetween } from '../random-draws';
import { simulateMarginGame, type MarginPosition } from './margin.model';

type Side = 'home' | 'away';

export interface ScoringEvent {
  /** Game clock second (regulation) or simulated second (extra time). */
  at: number;
  side: Side;
  points: number;
}

/** A normal-margin sport in play: the score, and the scoring still to come drawn from the pricing model. */
export interface MarginLive {
  simSec: number;
  periods: Score[];
  overtime?: Score;
  extra?: { from: number; to: number; events: ScoringEvent[] };
  done: boolean;
  plan: ScoringEvent[];
  planOvertime?: Score;
}

/** How points come: baskets of 2 and 3 and free throws; touchdowns with the kick, field goals; tries, kicks. */
const CHUNKS: Record<MarginFormat['model'], readonly (readonly [number, number])[]> = {
  basketball: [
    [2, 0.62],
    [3, 0.26],
    [1, 0.12],
  ],
  'american-football': [
    [7, 0.5],
    [3, 0.35],
    [6, 0.08],
    [2, 0.07],
  ],
  handball: [[1, 1]],
  rugby: [
    [7, 0.45],
    [5, 0.25],
    [3, 0.3],
  ],
};

/** Breaks `points` into scoring plays of the sport (the last one takes what no play fits exactly). */
function plays(model: MarginFormat['model'], points: number, random: Random): number[] {
  const out: number[] = [];
  let left = points;
  while (left > 0) {
    const fitting = CHUNKS[model].filter(([size]) => size <= left);
    if (fitting.length === 0) {
      out.push(left);
      break;
    }
    const total = fitting.reduce((s, [, w]) => s + w, 0);
    let u = random.next() * total;
    const [size] = fitting.find(([, w]) => (u -= w) < 0) ?? fitting[0];
    out.push(size);
    left -= size;
  }
  return out;
}

const zero = (): Score => ({ home: 0, away: 0 });

export function marginShape(format: MarginFormat): ClockShape {
  return { periods: format.periods, periodSec: format.periodSec, breakSec: format.breakSec };
}

export function marginPosition(setup: GameSetup<MarginFormat>, live: MarginLive): MarginPosition {
  const clock = clockAt(marginShape(setup.format), live.simSec).clockSec;
  return { elapsed: clock / (setup.format.periods * setup.format.periodSec), periods: live.periods };
}

/** Draws the rest of regulation and a possible overtime, then spreads each period's points over its time left. */
export function replanMargin(setup: GameSetup<MarginFormat>, live: MarginLive, random: Random): void {
  const { format } = setup;
  const result = simulateMarginGame(setup, marginPosition(setup, live), random);
  const now = clockAt(marginShape(format), live.simSec).clockSec;
  const plan: ScoringEvent[] = [];
  result.periods.forEach((final, p) => {
    const from = Math.max(now, p * format.periodSec);
    const to = (p + 1) * format.periodSec;
    if (from >= to) return;
    const current = live.periods[p] ?? zero();
    for (const side of ['home', 'away'] as const) {
      const chunks = plays(format.model, Math.max(0, final[side] - current[side]), random);
      const moments = momentsBetween(chunks.length, from, to, random);
      chunks.forEach((points, i) => plan.push({ at: moments[i], side, points }));
    }
  });
  live.plan = plan.sort((a, b) => a.at - b.at);
  live.planOvertime = result.overtime;
}

export function startMarginGame(setup: GameSetup<MarginFormat>, random: Random): MarginLive {
  const live: MarginLive = { simSec: 0, periods: [zero()], done: false, plan: [] };
  replanMargin(setup, live, random);
  return live;
}

export function addPoints(
  setup: GameSetup<MarginFormat>,
  live: MarginLive,
  side: Side,
  points: number,
): void {
  if (live.extra) {
    live.overtime = { ...(live.overtime ?? zero()), [side]: (live.overtime?.[side] ?? 0) + points };
    return;
  }
  syncMarginPeriods(setup, live);
  const last = live.periods.length - 1;
  live.periods[last] = { ...live.periods[last], [side]: live.periods[last][side] + points };
}

function syncMarginPeriods(setup: GameSetup<MarginFormat>, live: MarginLive): void {
  const { period } = clockAt(marginShape(setup.format), live.simSec);
  while (live.periods.length < period) live.periods.push(zero());
}

export function marginTotal(live: MarginLive): Score {
  const all = live.overtime ? [...live.periods, live.overtime] : live.periods;
  return all.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), zero());
}

function periodEndIncident(live: MarginLive, period: number, clockSec: number): FeedIncident {
  return { atSec: Math.round(clockSec), period, kind: 'periodEnd', score: marginTotal(live) };
}

/** Plays to `toSec`: planned scoring in order, period ends, and overtime when regulation ends level. */
export function advanceMarginGame(
  setup: GameSetup<MarginFormat>,
  previous: MarginLive,
  toSec: number,
  random: Random,
): Advance<MarginLive> {
  const { format } = setup;
  const live = structuredClone(previous);
  const shape = marginShape(format);
  const end = regulationEnd(shape);
  const incidents: FeedIncident[] = [];
  let scored = false;
  if (!live.extra && !live.done) {
    const until = Math.min(toSec, end);
    for (let p = 1; p < format.periods; p++) {
      const periodEnd = simAtClock(shape, p * format.periodSec - 1e-9);
      if (periodEnd > live.simSec && periodEnd <= until)
        incidents.push(periodEndIncident(live, p, p * format.periodSec));
    }
    while (live.plan.length > 0 && simAtClock(shape, live.plan[0].at) <= until) {
      const event = live.plan.shift()!;
      live.simSec = Math.max(live.simSec, simAtClock(shape, event.at));
      addPoints(setup, live, event.side, event.points);
      scored = true;
    }
    live.simSec = Math.max(live.simSec, until);
    syncMarginPeriods(setup, live);
    if (toSec >= end) {
      incidents.push(periodEndIncident(live, format.periods, format.periods * format.periodSec));
      const total = marginTotal(live);
      const overtime = live.planOvertime;
      if (total.home === total.away && format.overtimeSec && overtime) {
        const from = end + format.breakSec;
        const events = (['home', 'away'] as const).flatMap((side) => {
          const chunks = plays(format.model, overtime[side], random);
          const moments = momentsBetween(chunks.length, from, from + format.overtimeSec!, random);
          return chunks.map((points, i) => ({ at: moments[i], side, points }));
        });
        live.extra = { from, to: from + format.overtimeSec, events: events.sort((a, b) => a.at - b.at) };
      } else live.done = true;
    }
  }
  if (live.extra && !live.done) {
    while (live.extra.events.length > 0 && live.extra.events[0].at <= toSec) {
      const event = live.extra.events.shift()!;
      live.simSec = event.at;
      addPoints(setup, live, event.side, event.points);
      scored = true;
    }
    if (toSec >= live.extra.to) live.done = true;
    live.simSec = Math.min(toSec, live.extra.to);
  }
  return { live, incidents, scored };
}
