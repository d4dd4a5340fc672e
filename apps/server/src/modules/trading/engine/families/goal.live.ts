import type { Score } from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident } from '../../../feed/feed-model';
import type { GameSetup } from '../family-engine';
import type { GoalFormat } from '../game-format';
import { clockAt, regulationEnd, simAtClock, type ClockShape } from '../play-clock';
import { momentsBetween, poissonDraw } from '../random-draws';
import { homeShare, planGoalGame, type GoalPosition } from './goal.model';

export type Side = 'home' | 'away';

export interface PlannedGoal {
  /** Game clock second it falls on. */
  clock: number;
  side: Side;
  /** Seconds before it that markets close (the attack that leads to it). */
  warn: number;
  penalty: boolean;
}

export interface GoalStats {
  attacks: Score;
  dangerous: Score;
  shotsOn: Score;
  shotsOff: Score;
  penalties: Score;
  /** Home share of possession, percent. */
  possession: number;
}

/** A goal sport in play. Plain JSON: it is stored with the game after every change. */
export interface GoalLive {
  simSec: number;
  /** Added time of each period (seconds). */
  added: number[];
  periods: Score[];
  overtime?: Score;
  /** Extra time window and the goals planned in it, once regulation ended level. */
  extra?: { from: number; to: number; goals: { sim: number; side: Side }[] };
  done: boolean;
  red: Score;
  yellow: Score;
  corners: Score;
  stats: GoalStats;
  plan: PlannedGoal[];
  planOvertime?: Score;
}

const zero = (): Score => ({ home: 0, away: 0 });
const bump = (score: Score, side: Side, by = 1): Score => ({ ...score, [side]: score[side] + by });

export function goalShape(format: GoalFormat, added: readonly number[]): ClockShape {
  return { periods: format.periods, periodSec: format.periodSec, breakSec: format.breakSec, added };
}

const regulationSec = (format: GoalFormat) => format.periods * format.periodSec;

export function goalPosition(setup: GameSetup<GoalFormat>, live: GoalLive): GoalPosition {
  const clock = clockAt(goalShape(setup.format, live.added), live.simSec).clockSec;
  return { elapsed: clock / regulationSec(setup.format), periods: live.periods, red: live.red };
}

/** Replaces the goals still to come with a fresh draw from the current state (after a red card or a forced goal). */
export function replan(setup: GameSetup<GoalFormat>, live: GoalLive, random: Random): void {
  const plan = planGoalGame(setup, goalPosition(setup, live), random);
  const total = regulationSec(setup.format);
  const now = clockAt(goalShape(setup.format, live.added), live.simSec).clockSec;
  live.plan = plan.goals
    .map((goal) => ({
      clock: Math.max(now, Math.min(total, goal.at * total)),
      side: goal.side,
      warn: 8 + random.int(0, 27),
      penalty: setup.format.model === 'football' && random.next() < 0.08,
    }))
    .sort((a, b) => a.clock - b.clock);
  live.planOvertime = plan.overtime;
}

export function startGoalGame(setup: GameSetup<GoalFormat>, random: Random): GoalLive {
  const football = setup.format.stoppage === true;
  const share = homeShare(setup);
  const live: GoalLive = {
    simSec: 0,
    added: football ? [60 * random.int(1, 4), 60 * random.int(2, 6)] : [],
    periods: [zero()],
    done: false,
    red: zero(),
    yellow: zero(),
    corners: zero(),
    stats: {
      attacks: zero(),
      dangerous: zero(),
      shotsOn: zero(),
      shotsOff: zero(),
      penalties: zero(),
      possession: Math.round(50 + 30 * (share - 0.5)),
    },
    plan: [],
  };
  replan(setup, live, random);
  return live;
}

/** Per side and regulation second: [corners, yellow cards, red cards, danger, attacks, dangerous, shots on, off]. */
const FOOTBALL_RATES = [10.2, 3.9, 0.12, 9, 200, 90, 8.5, 12].map((perGame) => perGame / 5400);

export type CosmeticKind = 'corner' | 'yellow' | 'red' | 'danger';

export interface Cosmetic {
  sim: number;
  side: Side;
  kind: CosmeticKind;
}

/** Corners, cards and dangerous moments between two moments of regulation, drawn per side by strength. */
export function drawCosmetics(
  setup: GameSetup<GoalFormat>,
  live: GoalLive,
  toSim: number,
  random: Random,
): Cosmetic[] {
  if (setup.format.model !== 'football') return [];
  const shape = goalShape(setup.format, live.added);
  const from = live.simSec;
  const to = Math.min(toSim, regulationEnd(shape));
  const played = clockAt(shape, to).clockSec - clockAt(shape, from).clockSec;
  if (played <= 0) return [];
  const scale = (regulationSec(setup.format) === 5400 ? 1 : 5400 / regulationSec(setup.format)) * played;
  const attackShare = 0.5 + (homeShare(setup) - 0.5) * 0.6;
  const events: Cosmetic[] = [];
  const kinds: CosmeticKind[] = ['corner', 'yellow', 'red', 'danger'];
  for (const side of ['home', 'away'] as const) {
    const share = side === 'home' ? attackShare : 1 - attackShare;
    kinds.forEach((kind, k) => {
      const sideShare = kind === 'yellow' || kind === 'red' ? 1 - share : share;
      const count = poissonDraw(FOOTBALL_RATES[k] * scale * sideShare, random);
      for (const sim of momentsBetween(count, from, to, random)) {
        if (!clockAt(shape, sim).inBreak) events.push({ sim, side, kind });
      }
    });
    const stats = live.stats;
    const add = (key: 'attacks' | 'dangerous' | 'shotsOn' | 'shotsOff', rate: number) =>
      (stats[key] = bump(stats[key], side, poissonDraw(rate * scale * share, random)));
    add('attacks', FOOTBALL_RATES[4]);
    add('dangerous', FOOTBALL_RATES[5]);
    add('shotsOn', FOOTBALL_RATES[6]);
    add('shotsOff', FOOTBALL_RATES[7]);
  }
  return events.sort((a, b) => a.sim - b.sim);
}

export function goalSim(setup: GameSetup<GoalFormat>, live: GoalLive, goal: PlannedGoal): number {
  return simAtClock(goalShape(setup.format, live.added), goal.clock);
}

/** Makes the periods list reach the period in play at `simSec`. */
export function syncPeriods(setup: GameSetup<GoalFormat>, live: GoalLive): void {
  const position = clockAt(goalShape(setup.format, live.added), live.simSec);
  while (live.periods.length < position.period) live.periods.push(zero());
}

export function scoreGoal(setup: GameSetup<GoalFormat>, live: GoalLive, side: Side, points = 1): void {
  if (live.extra) live.overtime = bump(live.overtime ?? zero(), side, points);
  else {
    syncPeriods(setup, live);
    const last = live.periods.length - 1;
    live.periods[last] = bump(live.periods[last], side, points);
  }
}

export function totalOf(live: GoalLive): Score {
  const sum = live.periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), zero());
  return live.overtime ? { home: sum.home + live.overtime.home, away: sum.away + live.overtime.away } : sum;
}

export function incident(
  setup: GameSetup<GoalFormat>,
  live: GoalLive,
  kind: FeedIncident['kind'],
  side?: Side,
  withScore = false,
): FeedIncident {
  const position = clockAt(goalShape(setup.format, live.added), live.simSec);
  const atSec = live.extra
    ? regulationSec(setup.format) + Math.max(0, live.simSec - live.extra.from)
    : position.clockSec + position.addedSec;
  return {
    atSec: Math.round(atSec),
    period: live.extra ? 0 : position.period,
    kind,
    ...(side ? { side } : {}),
    ...(withScore ? { score: totalOf(live) } : {}),
  };
}
