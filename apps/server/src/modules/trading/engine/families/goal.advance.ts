import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident } from '../../../feed/feed-model';
import type { Advance, GameSetup } from '../family-engine';
import type { GoalFormat } from '../game-format';
import { regulationEnd, simAtClock } from '../play-clock';
import { momentsBetween } from '../random-draws';
import {
  drawCosmetics,
  goalShape,
  goalSim,
  incident,
  replan,
  scoreGoal,
  totalOf,
  syncPeriods,
  type Cosmetic,
  type GoalLive,
} from './goal.live';

/** Markets stay closed this long after a goal (the restart, the replay) and after a dangerous moment. */
const AFTER_GOAL_SEC = 40;
const DANGER_SEC = 20;
const PENALTY_WARNING_SEC = 60;
const OVERTIME_BREAK_SEC = 120;

/** Regulation period ends other than the last, in simulated seconds. */
function periodEnds(setup: GameSetup<GoalFormat>, live: GoalLive): number[] {
  const shape = goalShape(setup.format, live.added);
  return Array.from(
    { length: setup.format.periods - 1 },
    (_, p) => simAtClock(shape, (p + 1) * setup.format.periodSec) + (live.added[p] ?? 0),
  );
}

function applyCosmetic(
  setup: GameSetup<GoalFormat>,
  live: GoalLive,
  event: Cosmetic,
  random: Random,
  out: FeedIncident[],
): boolean {
  const bump = (key: 'corners' | 'yellow' | 'red') =>
    (live[key] = { ...live[key], [event.side]: live[key][event.side] + 1 });
  switch (event.kind) {
    case 'corner':
      bump('corners');
      out.push(incident(setup, live, 'corner', event.side));
      return true;
    case 'yellow':
      bump('yellow');
      out.push(incident(setup, live, 'yellowCard', event.side));
      return true;
    case 'red':
      bump('red');
      out.push(incident(setup, live, 'redCard', event.side));
      replan(setup, live, random);
      return true;
    case 'danger':
      return false;
  }
}

/** Regulation: planned goals, corners, cards and period ends in time order up to `until`. */
function playRegulation(
  setup: GameSetup<GoalFormat>,
  live: GoalLive,
  until: number,
  random: Random,
  out: FeedIncident[],
): { scored: boolean; blockUntil: number } {
  const cosmetics = drawCosmetics(setup, live, until, random);
  const ends = periodEnds(setup, live);
  let scored = false;
  let blockUntil = 0;
  let next = 0;
  for (;;) {
    const goal = live.plan[0];
    const goalAt = goal ? goalSim(setup, live, goal) : Infinity;
    const cosmeticAt = cosmetics[next]?.sim ?? Infinity;
    const endAt = ends.find((end) => end > live.simSec) ?? Infinity;
    const at = Math.min(goalAt, cosmeticAt, endAt);
    if (at > until) break;
    live.simSec = Math.max(live.simSec, at);
    if (at === endAt) {
      out.push(incident(setup, live, 'periodEnd'));
      live.simSec = endAt + 1e-6;
    } else if (at === goalAt && goal) {
      live.plan.shift();
      if (goal.penalty) {
        live.stats.penalties = { ...live.stats.penalties, [goal.side]: live.stats.penalties[goal.side] + 1 };
        out.push(incident(setup, live, 'penalty', goal.side));
      }
      scoreGoal(setup, live, goal.side);
      out.push(incident(setup, live, 'goal', goal.side, true));
      scored = true;
      blockUntil = Math.max(blockUntil, at + AFTER_GOAL_SEC);
    } else {
      const event = cosmetics[next++];
      if (applyCosmetic(setup, live, event, random, out)) scored = scored || event.kind === 'red';
      else blockUntil = Math.max(blockUntil, at + DANGER_SEC);
    }
  }
  return { scored, blockUntil };
}

/** At the end of regulation: extra time when level and the format has it, else the end. */
function endRegulation(
  setup: GameSetup<GoalFormat>,
  live: GoalLive,
  random: Random,
  out: FeedIncident[],
): void {
  out.push(incident(setup, live, 'periodEnd'));
  const total = totalOf(live);
  const overtime = live.planOvertime;
  if (total.home !== total.away || !setup.format.overtimeSec || !overtime) {
    live.done = true;
    return;
  }
  const from = live.simSec + OVERTIME_BREAK_SEC;
  const goals = (['home', 'away'] as const).flatMap((side) =>
    momentsBetween(overtime[side], from, from + setup.format.overtimeSec!, random).map((sim) => ({
      sim,
      side,
    })),
  );
  goals.sort((a, b) => a.sim - b.sim);
  // Hockey's overtime is sudden death: it ends with its goal (a shootout shows as a goal at its end).
  const to =
    setup.format.model === 'hockey' ? (goals.at(-1)?.sim ?? from) + 1 : from + setup.format.overtimeSec;
  live.extra = { from, to, goals };
}

export function advanceGoalGame(
  setup: GameSetup<GoalFormat>,
  previous: GoalLive,
  toSec: number,
  random: Random,
): Advance<GoalLive> {
  const live = structuredClone(previous);
  const incidents: FeedIncident[] = [];
  let scored = false;
  let blockUntil = 0;
  if (!live.extra && !live.done) {
    const end = regulationEnd(goalShape(setup.format, live.added));
    const played = playRegulation(setup, live, Math.min(toSec, end), random, incidents);
    scored = played.scored;
    blockUntil = played.blockUntil;
    if (toSec >= end) {
      live.simSec = end;
      endRegulation(setup, live, random, incidents);
    }
  }
  if (live.extra && !live.done) {
    for (const goal of live.extra.goals) {
      if (goal.sim <= live.simSec || goal.sim > toSec) continue;
      live.simSec = goal.sim;
      scoreGoal(setup, live, goal.side);
      incidents.push(incident(setup, live, 'goal', goal.side, true));
      scored = true;
    }
    if (toSec >= live.extra.to) {
      live.simSec = live.extra.to;
      live.done = true;
    }
  }
  if (!live.done) live.simSec = Math.max(live.simSec, toSec);
  if (!live.extra) syncPeriods(setup, live);
  const upcoming = live.plan[0];
  if (upcoming && !live.done) {
    const at = goalSim(setup, live, upcoming);
    const warning = upcoming.penalty ? PENALTY_WARNING_SEC : upcoming.warn;
    if (at - warning <= live.simSec) blockUntil = Math.max(blockUntil, at + AFTER_GOAL_SEC);
  }
  return { live, incidents, scored, ...(blockUntil > live.simSec ? { blockUntil } : {}) };
}
