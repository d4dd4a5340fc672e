import {
  tableTennis,
  tableTennisServeProbabilities,
  volleyball,
  volleyballServeProbabilities,
  type GameResult,
  type Score,
} from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident, LiveScore } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { RallyFormat } from '../game-format';
import { periodName, STATUS } from '../period-names';
import { other, playPoints, setsWon, sideOfIndex, type PointLive, type Side } from './point-play';
import { setsFromScore } from './set-result';

export interface RallyLive extends PointLive {
  /** Points of each set, the set in play last. */
  sets: Score[];
  /** Who serves the next point. */
  server: Side;
  /** Who served the first point of the set in play. */
  setFirstServer: Side;
}

/** The pricing core's sport bound to the format, with the rules the engine replays points by. */
function rules(format: RallyFormat) {
  const setsToWin = (format.bestOf + 1) / 2;
  if (format.model === 'volleyball') {
    return { sport: volleyball, setsToWin, target: 25, deciding: 15, serveOf: volleyballServeProbabilities };
  }
  return {
    sport: tableTennis[format.bestOf],
    setsToWin,
    target: 11,
    deciding: 11,
    serveOf: tableTennisServeProbabilities,
  };
}

function input(setup: GameSetup<RallyFormat>, live?: RallyLive) {
  const { serveOf } = rules(setup.format);
  return {
    serve: serveOf(setup.ratings),
    state: live && { sets: live.sets, server: live.server, setFirstServer: live.setFirstServer },
  };
}

function replan(setup: GameSetup<RallyFormat>, live: RallyLive, random: Random): void {
  live.plan = rules(setup.format).sport.simulate(input(setup, live), random).points.map(sideOfIndex);
}

/** Volleyball: the rally's winner serves. Table tennis: two serves each, one each from 10:10. */
function nextServer(format: RallyFormat, set: Score, first: Side, winner: Side): Side {
  if (format.model === 'volleyball') return winner;
  const n = set.home + set.away;
  const turn = n < 20 ? (n >> 1) % 2 : n % 2;
  return turn === 0 ? first : other(first);
}

function winPoint(
  setup: GameSetup<RallyFormat>,
  live: RallyLive,
  winner: Side,
): { pauseSec: number; incident?: FeedIncident } {
  const { format } = setup;
  const { setsToWin, target, deciding } = rules(format);
  const index = live.sets.length - 1;
  const set = { ...live.sets[index], [winner]: live.sets[index][winner] + 1 };
  live.sets[index] = set;
  const goal = index === 2 * setsToWin - 2 ? deciding : target;
  const lead = set[winner] - set[other(winner)];
  if (set[winner] < goal || lead < 2) {
    live.server = nextServer(format, set, live.setFirstServer, winner);
    return { pauseSec: format.pointSec };
  }
  const incident: FeedIncident = {
    atSec: Math.round(live.simSec),
    period: index + 1,
    kind: 'periodEnd',
    score: { home: setsWon(live.sets, 'home'), away: setsWon(live.sets, 'away') },
  };
  if (setsWon(live.sets, winner) >= setsToWin) live.done = true;
  else {
    live.sets.push({ home: 0, away: 0 });
    live.setFirstServer = other(live.setFirstServer);
    live.server = live.setFirstServer;
  }
  return { pauseSec: format.pointSec + format.setBreakSec, incident };
}

function rallyScore(setup: GameSetup<RallyFormat>, live: RallyLive): LiveScore {
  const unit = setup.format.model === 'volleyball' ? 'volleyball-set' : 'game';
  const current = live.sets.length;
  const set = live.sets[current - 1];
  const points = `${set.home}:${set.away}`;
  return {
    total: { home: setsWon(live.sets, 'home'), away: setsWon(live.sets, 'away') },
    periods: live.sets.map((s, i) => ({ ...s, name: periodName(unit, i + 1) })),
    currentPeriod: current,
    currentPeriodName: periodName(unit, current),
    elapsedSec: Math.round(live.simSec),
    status: live.done ? STATUS.finished : { en: points, ru: points, ar: points },
    stats: {},
  };
}

/** Volleyball and table tennis: rally scoring replayed point by point from the pricing model's simulation. */
export const rallyEngine: FamilyEngine<RallyFormat, RallyLive, GameResult> = {
  subGamePeriods: (format) => Array.from({ length: format.bestOf }, (_, i) => i + 1),
  periodTitle: (format, period) =>
    periodName(format.model === 'volleyball' ? 'volleyball-set' : 'game', period),
  price: (setup, live, margins) => rules(setup.format).sport.price(input(setup, live), margins),

  start(setup, random) {
    const first: Side = random.next() < 0.5 ? 'home' : 'away';
    const live: RallyLive = {
      simSec: 0,
      done: false,
      sets: [{ home: 0, away: 0 }],
      server: first,
      setFirstServer: first,
      plan: [],
      nextPointAt: setup.format.pointSec,
    };
    replan(setup, live, random);
    return live;
  },

  advance(setup, previous, toSec) {
    const live = structuredClone(previous);
    return { live, ...playPoints(live, toSec, (l, winner) => winPoint(setup, l, winner)) };
  },

  inExtraTime: () => false,
  finished: (live) => live.done,
  score: rallyScore,

  force(setup, previous, forced, random) {
    if (forced.kind !== 'score') return { live: previous, incidents: [], scored: false };
    const live = structuredClone(previous);
    const incidents: FeedIncident[] = [];
    for (let i = 0; i < (forced.points ?? 1) && !live.done; i++) {
      const { incident } = winPoint(setup, live, forced.side);
      if (incident) incidents.push(incident);
    }
    if (!live.done) replan(setup, live, random);
    return { live, incidents, scored: true };
  },

  playOut: (setup, live, random) => rallyEngine.advance(setup, live, Number.MAX_SAFE_INTEGER, random).live,
  result: (_setup, live) => ({ periods: live.sets.filter((s) => s.home + s.away > 0) }),
  stated: (setup, live, stated) => {
    const win = rules(setup.format).target;
    return {
      periods:
        stated.periods ?? (stated.score ? setsFromScore(stated.score, win, win - 5) : (live?.sets ?? [])),
    };
  },
  settle: (setup, selection, result) => rules(setup.format).sport.settle(selection, result),
  display: (_setup, result) => ({
    score: { home: setsWon(result.periods, 'home'), away: setsWon(result.periods, 'away') },
    periods: result.periods,
  }),
};
