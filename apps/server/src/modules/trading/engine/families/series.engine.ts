import {
  mapSeriesSports,
  mapWinProbability,
  type GameResult,
  type Score,
} from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident, LiveScore } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { SeriesFormat } from '../game-format';
import { periodName, STATUS } from '../period-names';
import { playPoints, setsWon, sideOfIndex, type PointLive, type Side } from './point-play';
import { setsFromScore } from './set-result';

/** A best-of series in play: each unit (map, set, frame) is one "point" that takes its own time. */
export interface SeriesLive extends PointLive {
  /** Finished units, each 1:0 or 0:1. */
  maps: Score[];
}

const input = (setup: GameSetup<SeriesFormat>, live?: SeriesLive) => ({
  mapWin: mapWinProbability(setup.ratings),
  maps: live?.maps ?? [],
});

const unitLength = (format: SeriesFormat, random: Random) => format.unitSec * (0.75 + random.next() * 0.5);

function replan(setup: GameSetup<SeriesFormat>, live: SeriesLive, random: Random): void {
  live.plan = mapSeriesSports[setup.format.bestOf]
    .simulate(input(setup, live), random)
    .points.map(sideOfIndex);
}

function winUnit(setup: GameSetup<SeriesFormat>, live: SeriesLive, winner: Side, random: Random) {
  live.maps.push(winner === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 });
  const total = { home: setsWon(live.maps, 'home'), away: setsWon(live.maps, 'away') };
  if (total[winner] * 2 > setup.format.bestOf) live.done = true;
  const incident: FeedIncident = {
    atSec: Math.round(live.simSec),
    period: live.maps.length,
    kind: 'periodEnd',
    score: total,
  };
  return { pauseSec: setup.format.breakSec + unitLength(setup.format, random), incident };
}

function seriesScore(setup: GameSetup<SeriesFormat>, live: SeriesLive): LiveScore {
  const { unit } = setup.format;
  const current = live.done ? live.maps.length : live.maps.length + 1;
  const played = live.done ? live.maps : [...live.maps, { home: 0, away: 0 }];
  return {
    total: { home: setsWon(live.maps, 'home'), away: setsWon(live.maps, 'away') },
    periods: played.map((s, i) => ({ ...s, name: periodName(unit, i + 1) })),
    currentPeriod: current,
    currentPeriodName: periodName(unit, current),
    elapsedSec: Math.round(live.simSec),
    status: live.done ? STATUS.finished : periodName(unit, current),
    stats: {},
  };
}

/** Esports maps, darts sets, snooker frames, badminton games, fighting-game rounds: priced and played per unit. */
export const seriesEngine: FamilyEngine<SeriesFormat, SeriesLive, GameResult> = {
  subGamePeriods: () => [],
  periodTitle: (format, period) => periodName(format.unit, period),
  price: (setup, live, margins) => mapSeriesSports[setup.format.bestOf].price(input(setup, live), margins),

  start(setup, random) {
    const live: SeriesLive = {
      simSec: 0,
      done: false,
      maps: [],
      plan: [],
      nextPointAt: unitLength(setup.format, random),
    };
    replan(setup, live, random);
    return live;
  },

  advance(setup, previous, toSec, random) {
    const live = structuredClone(previous);
    return { live, ...playPoints(live, toSec, (l, winner) => winUnit(setup, l, winner, random)) };
  },

  inExtraTime: () => false,
  finished: (live) => live.done,
  score: seriesScore,

  force(setup, previous, forced, random) {
    if (forced.kind !== 'score') return { live: previous, incidents: [], scored: false };
    const live = structuredClone(previous);
    const { incident } = winUnit(setup, live, forced.side, random);
    live.nextPointAt = live.simSec + unitLength(setup.format, random);
    if (!live.done) replan(setup, live, random);
    return { live, incidents: [incident], scored: true };
  },

  playOut: (setup, live, random) => seriesEngine.advance(setup, live, Number.MAX_SAFE_INTEGER, random).live,
  result: (_setup, live) => ({ periods: live.maps }),
  stated: (_setup, live, stated) => ({
    periods: stated.periods ?? (stated.score ? setsFromScore(stated.score, 1, 0) : (live?.maps ?? [])),
  }),
  settle: (setup, selection, result) => mapSeriesSports[setup.format.bestOf].settle(selection, result),
  display: (_setup, result) => ({
    score: { home: setsWon(result.periods, 'home'), away: setsWon(result.periods, 'away') },
    periods: result.periods,
  }),
};
