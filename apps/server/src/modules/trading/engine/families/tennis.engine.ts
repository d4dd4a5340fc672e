import {
  tennis,
  tennisServeProbabilities,
  type GameResult,
  type Score,
} from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedIncident, LiveScore, Names } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { TennisFormat } from '../game-format';
import { periodName, STATUS } from '../period-names';
import { other, playPoints, setsWon, sideOfIndex, type PointLive, type Side } from './point-play';
import { setsFromScore } from './set-result';

export interface TennisLive extends PointLive {
  /** Games of each set, the set in play last. */
  sets: Score[];
  /** Points of the game (or tiebreak) in play. */
  points: Score;
  /** Server of the game in play; in a tiebreak, whoever served its first point. */
  server: Side;
}

const GAME_PAUSE_SEC = 50;
const SET_PAUSE_SEC = 120;

function input(setup: GameSetup<TennisFormat>, live?: TennisLive) {
  const { format, ratings } = setup;
  return {
    serve: tennisServeProbabilities(ratings, format.serveBase),
    bestOf: format.bestOf,
    state: live && { sets: live.sets, points: live.points, server: live.server },
  };
}

const isSetOver = (set: Score) => {
  const high = Math.max(set.home, set.away);
  return high === 7 || (high >= 6 && Math.abs(set.home - set.away) >= 2);
};

function replan(setup: GameSetup<TennisFormat>, live: TennisLive, random: Random): void {
  live.plan = tennis[setup.format.bestOf].simulate(input(setup, live), random).points.map(sideOfIndex);
}

/** One point by the rules the pricing recursion assumes (7-point tiebreaks, 10 in a fifth set). */
function winPoint(
  setup: GameSetup<TennisFormat>,
  live: TennisLive,
  winner: Side,
): { pauseSec: number; incident?: FeedIncident } {
  const { format } = setup;
  const index = live.sets.length - 1;
  const set = live.sets[index];
  const loser = other(winner);
  const tiebreak = set.home === 6 && set.away === 6;
  live.points = { ...live.points, [winner]: live.points[winner] + 1 };
  const target = tiebreak ? (format.bestOf === 5 && index === 4 ? 10 : 7) : 4;
  if (live.points[winner] < target || live.points[winner] - live.points[loser] < 2)
    return { pauseSec: format.pointSec };
  live.sets[index] = { ...set, [winner]: set[winner] + 1 };
  live.points = { home: 0, away: 0 };
  live.server = other(live.server);
  if (!tiebreak && !isSetOver(live.sets[index])) return { pauseSec: format.pointSec + GAME_PAUSE_SEC };
  const incident: FeedIncident = {
    atSec: Math.round(live.simSec),
    period: index + 1,
    kind: 'periodEnd',
    score: { home: setsWon(live.sets, 'home'), away: setsWon(live.sets, 'away') },
  };
  if (setsWon(live.sets, winner) * 2 > format.bestOf) live.done = true;
  else live.sets.push({ home: 0, away: 0 });
  return { pauseSec: format.pointSec + SET_PAUSE_SEC, incident };
}

const POINT_NAMES = ['0', '15', '30', '40'];

/** The game score as shown beside the sets: "15:30", "40:A", or the tiebreak's points. */
function pointsStatus(live: TennisLive): Names {
  const set = live.sets[live.sets.length - 1];
  const { home, away } = live.points;
  if (set.home === 6 && set.away === 6)
    return {
      en: `Tiebreak ${home}:${away}`,
      ru: `Тай-брейк ${home}:${away}`,
      ar: `شوط فاصل ${home}:${away}`,
    };
  const show = (mine: number, theirs: number) =>
    mine >= 3 && theirs >= 3 ? (mine > theirs ? 'A' : '40') : POINT_NAMES[Math.min(mine, 3)];
  const text = `${show(home, away)}:${show(away, home)}`;
  return { en: text, ru: text, ar: text };
}

/** A break point: the receiver one point from taking the server's game. Markets close for it. */
function breakPoint(live: TennisLive): boolean {
  const receiver = other(live.server);
  const set = live.sets[live.sets.length - 1];
  if (set.home === 6 && set.away === 6) return false;
  return live.points[receiver] >= 3 && live.points[receiver] > live.points[live.server];
}

function tennisScore(_setup: GameSetup<TennisFormat>, live: TennisLive): LiveScore {
  const current = live.sets.length;
  return {
    total: { home: setsWon(live.sets, 'home'), away: setsWon(live.sets, 'away') },
    periods: live.sets.map((s, i) => ({ ...s, name: periodName('set', i + 1) })),
    currentPeriod: current,
    currentPeriodName: periodName('set', current),
    elapsedSec: Math.round(live.simSec),
    status: live.done ? STATUS.finished : pointsStatus(live),
    stats: {},
  };
}

export const tennisEngine: FamilyEngine<TennisFormat, TennisLive, GameResult> = {
  subGamePeriods: (format) => Array.from({ length: format.bestOf }, (_, i) => i + 1),
  periodTitle: (_format, period) => periodName('set', period),
  price: (setup, live, margins) => tennis[setup.format.bestOf].price(input(setup, live), margins),

  start(setup, random) {
    const server: Side = random.next() < 0.5 ? 'home' : 'away';
    const live: TennisLive = {
      simSec: 0,
      done: false,
      sets: [{ home: 0, away: 0 }],
      points: { home: 0, away: 0 },
      server,
      plan: [],
      nextPointAt: setup.format.pointSec,
    };
    replan(setup, live, random);
    return live;
  },

  advance(setup, previous, toSec) {
    const live = structuredClone(previous);
    const played = playPoints(live, toSec, (l, winner) => winPoint(setup, l, winner));
    const blockUntil = !live.done && breakPoint(live) ? live.nextPointAt + 2 : undefined;
    return { live, ...played, ...(blockUntil ? { blockUntil } : {}) };
  },

  inExtraTime: () => false,
  finished: (live) => live.done,
  score: tennisScore,

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

  playOut: (setup, live, random) => tennisEngine.advance(setup, live, Number.MAX_SAFE_INTEGER, random).live,
  result: (_setup, live) => ({ periods: live.sets.filter((s) => s.home + s.away > 0) }),
  stated: (_setup, live, stated) => ({
    periods: stated.periods ?? (stated.score ? setsFromScore(stated.score, 6, 4) : (live?.sets ?? [])),
  }),
  settle: (setup, selection, result) => tennis[setup.format.bestOf].settle(selection, result),
  display: (_setup, result) => ({
    score: { home: setsWon(result.periods, 'home'), away: setsWon(result.periods, 'away') },
    periods: result.periods,
  }),
};
