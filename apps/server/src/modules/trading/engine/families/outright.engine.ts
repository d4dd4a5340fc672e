import { priceOutright, settleOutright, simulateOutright } from '@sportsbook/core/pricing/index';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { OutrightFormat } from '../game-format';
import { STATUS } from '../period-names';

export interface OutrightLive {
  simSec: number;
  done: boolean;
  /** Drawn at the start from the prices' own probabilities. */
  winner: number;
}

/** The winner (participant number) of a finished race or election. */
export interface OutrightResult {
  readonly winner: number;
  readonly field: number;
}

/** Win chances from ratings: proportional to e^(rating / spread), so a stronger runner is likelier. */
export function outrightChances(setup: GameSetup<OutrightFormat>): number[] {
  const field = setup.field ?? [];
  const top = Math.max(...field);
  const weights = field.map((rating) => Math.exp((rating - top) / setup.format.spread));
  const sum = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => w / sum);
}

/** Races and elections: an outright winner market before the start, no betting while it runs, then the winner. */
export const outrightEngine: FamilyEngine<OutrightFormat, OutrightLive, OutrightResult> = {
  subGamePeriods: () => [],
  periodTitle: () => STATUS.race,
  price(setup, live, margins) {
    if (live) return [];
    const market = priceOutright(outrightChances(setup), margins);
    return market ? [market] : [];
  },
  start: (setup, random) => ({
    simSec: 0,
    done: false,
    winner: simulateOutright(outrightChances(setup), random),
  }),
  advance(setup, previous, toSec) {
    const done = toSec >= setup.format.raceSec;
    const live = { ...previous, simSec: Math.min(toSec, setup.format.raceSec), done };
    return { live, incidents: [], scored: done && !previous.done };
  },
  inExtraTime: () => false,
  finished: (live) => live.done,
  score(setup, live) {
    const status = live.done
      ? STATUS.finished
      : setup.format.kind === 'election'
        ? STATUS.counting
        : STATUS.race;
    return {
      total: { home: 0, away: 0 },
      periods: [],
      currentPeriod: 1,
      currentPeriodName: status,
      elapsedSec: Math.round(live.simSec),
      status,
      stats: {},
    };
  },
  force: (_setup, live) => ({ live, incidents: [], scored: false }),
  playOut: (setup, live) => ({ ...live, simSec: setup.format.raceSec, done: true }),
  result: (setup, live) => ({ winner: live.winner, field: setup.field?.length ?? 0 }),
  stated: (setup, live, stated) => ({
    winner: stated.winner ?? live?.winner ?? 1,
    field: setup.field?.length ?? 0,
  }),
  settle: (_setup, selection, result) => settleOutright(selection, result.field, result.winner),
  display: () => ({ score: { home: 0, away: 0 }, periods: [] }),
};
