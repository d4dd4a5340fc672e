import { threeWay, twoWay, type GameResult, type Score } from '@sportsbook/core/pricing/index';
import type { FeedIncident, LiveScore } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { DuelFormat } from '../game-format';
import { periodName, STATUS } from '../period-names';
import { clockAt, simAtClock, type ClockShape } from '../play-clock';
import { normalDraw } from '../random-draws';
import {
  chancesAt,
  drawPath,
  DUEL_STEPS,
  latentOf,
  prematchChances,
  winnerOf,
  type DuelLatent,
} from './duel.model';

export interface DuelLive {
  simSec: number;
  done: boolean;
  latent: DuelLatent;
  /** The latent after each step of play. */
  path: number[];
  /** The step the contest ends at: the last, or a knockout's. */
  endStep: number;
  /** Cricket: the home side's innings total. */
  firstInnings?: number;
}

/** A fight stops early when one side is this far on top and stays the winner. */
const KNOCKOUT_LEAD = 1.8;

const shape = (format: DuelFormat): ClockShape => ({
  periods: format.rounds,
  periodSec: format.roundSec,
  breakSec: format.breakSec,
});
const stepSec = (format: DuelFormat) => (format.rounds * format.roundSec) / DUEL_STEPS;
const sport = (format: DuelFormat) => (format.draw ? threeWay : twoWay);
const finalOf = (live: DuelLive) => live.path[DUEL_STEPS - 1];

function stepAt(format: DuelFormat, live: DuelLive): number {
  const clock = clockAt(shape(format), live.simSec).clockSec;
  return Math.min(live.endStep, Math.floor(clock / stepSec(format) + 1e-9));
}

const latentAt = (live: DuelLive, step: number) => (step === 0 ? 0 : live.path[step - 1]);

function knockoutStep(format: DuelFormat, live: DuelLive): number {
  const winner = winnerOf(live.latent, finalOf(live));
  if (format.kind !== 'fight' || winner === 'draw') return DUEL_STEPS;
  const sign = winner === 'home' ? 1 : -1;
  const step = live.path.findIndex((x, i) => i < DUEL_STEPS - 1 && x * sign > KNOCKOUT_LEAD);
  return step < 0 ? DUEL_STEPS : step + 1;
}

/** Cricket's chase, read off the latent so the scoreboard tells no more than the prices do. */
function chaseRuns(live: DuelLive, x: number, share: number, final: boolean): number {
  const target = live.firstInnings ?? 0;
  const projected = Math.max(0, Math.round(target - 12 * x));
  if (!final) return Math.round(share * projected);
  return winnerOf(live.latent, x) === 'home'
    ? Math.min(projected, target - 1)
    : Math.max(projected, target + 1);
}

function periodsOf(format: DuelFormat, live: DuelLive): Score[] {
  const position = clockAt(shape(format), live.simSec);
  const step = stepAt(format, live);
  if (format.kind === 'cricket') {
    const first = Math.round(Math.min(1, position.clockSec / format.roundSec) * (live.firstInnings ?? 0));
    if (position.clockSec <= format.roundSec && !live.done) return [{ home: first, away: 0 }];
    const share = (position.clockSec - format.roundSec) / format.roundSec;
    return [
      { home: live.firstInnings ?? 0, away: 0 },
      { home: 0, away: chaseRuns(live, latentAt(live, step), share, live.done) },
    ];
  }
  const winner = live.done ? winnerOf(live.latent, finalOf(live)) : 'draw';
  return [{ home: winner === 'home' ? 1 : 0, away: winner === 'away' ? 1 : 0 }];
}

function duelScore(setup: GameSetup<DuelFormat>, live: DuelLive): LiveScore {
  const { format } = setup;
  const position = clockAt(shape(format), live.simSec);
  const unit = format.kind === 'cricket' ? 'innings' : 'round';
  const periods = periodsOf(format, live);
  const total = periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
    home: 0,
    away: 0,
  });
  const shown = format.kind === 'cricket' ? periods : [];
  return {
    total,
    periods: shown.map((p, i) => ({ ...p, name: periodName(unit, i + 1) })),
    currentPeriod: position.period,
    currentPeriodName: periodName(unit, position.period),
    elapsedSec: Math.round(position.clockSec),
    status: live.done ? STATUS.finished : position.inBreak ? STATUS.break : periodName(unit, position.period),
    stats: {},
  };
}

function endSim(format: DuelFormat, live: DuelLive): number {
  return simAtClock(shape(format), live.endStep * stepSec(format) - 1e-6) + 1e-6;
}

/** MMA, boxing, cricket and chess: a latent path drawn at the start decides the winner; prices follow it. */
export const duelEngine: FamilyEngine<DuelFormat, DuelLive, GameResult> = {
  subGamePeriods: () => [],
  periodTitle: (format, period) => periodName(format.kind === 'cricket' ? 'innings' : 'round', period),

  price(setup, live, margins) {
    const { format } = setup;
    if (!live) return sport(format).price(prematchChances(format, setup.ratings), margins);
    const step = stepAt(format, live);
    return sport(format).price(chancesAt(live.latent, latentAt(live, step), step / DUEL_STEPS), margins);
  },

  start(setup, random) {
    const latent = latentOf(prematchChances(setup.format, setup.ratings));
    const live: DuelLive = {
      simSec: 0,
      done: false,
      latent,
      path: drawPath(latent, 0, 0, random),
      endStep: DUEL_STEPS,
    };
    if (setup.format.kind === 'cricket') live.firstInnings = Math.round(165 + 22 * normalDraw(random));
    live.endStep = knockoutStep(setup.format, live);
    return live;
  },

  advance(setup, previous, toSec) {
    const { format } = setup;
    const live = structuredClone(previous);
    const before = clockAt(shape(format), live.simSec);
    const stepBefore = stepAt(format, live);
    const end = endSim(format, live);
    live.simSec = Math.min(toSec, end);
    if (toSec >= end) live.done = true;
    const after = clockAt(shape(format), live.simSec);
    const incidents: FeedIncident[] = [];
    for (let round = 1; round <= format.rounds; round++) {
      const roundEnd = round * format.roundSec;
      const stopped = live.done && round === after.period && after.clockSec < roundEnd;
      if ((before.clockSec < roundEnd && roundEnd <= after.clockSec) || stopped)
        incidents.push({
          atSec: Math.round(Math.min(roundEnd, after.clockSec)),
          period: round,
          kind: 'periodEnd',
        });
    }
    return { live, incidents, scored: stepAt(format, live) > stepBefore || live.done };
  },

  inExtraTime: () => false,
  finished: (live) => live.done,
  score: duelScore,

  force(setup, previous, forced, random) {
    if (forced.kind !== 'score') return { live: previous, incidents: [], scored: false };
    const live = structuredClone(previous);
    const step = stepAt(setup.format, live);
    const shift = 0.8 * (forced.points ?? 1) * (forced.side === 'home' ? 1 : -1);
    live.path = [
      ...live.path.slice(0, step),
      ...drawPath(live.latent, step, latentAt(live, step) + shift, random),
    ];
    live.endStep = Math.max(step + 1, knockoutStep(setup.format, live));
    return { live, incidents: [], scored: true };
  },

  playOut(setup, previous) {
    return { ...structuredClone(previous), simSec: endSim(setup.format, previous), done: true };
  },

  result: (setup, live) => ({
    periods: periodsOf(setup.format, { ...live, simSec: endSim(setup.format, live), done: true }),
  }),

  stated(setup, _live, stated) {
    if (stated.periods) return { periods: stated.periods };
    const score = stated.score ?? { home: 0, away: 0 };
    if (setup.format.kind === 'cricket')
      return {
        periods: [
          { home: score.home, away: 0 },
          { home: 0, away: score.away },
        ],
      };
    return { periods: [score] };
  },

  settle: (setup, selection, result) => sport(setup.format).settle(selection, result),
  display: (_setup, result) => ({
    score: result.periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
      home: 0,
      away: 0,
    }),
    periods: result.periods,
  }),
};
