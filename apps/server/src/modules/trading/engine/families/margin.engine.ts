import { finalScore, type GameResult } from '@sportsbook/core/pricing/index';
import type { LiveScore, Names } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup } from '../family-engine';
import type { MarginFormat } from '../game-format';
import { minuteStatus, periodName, STATUS } from '../period-names';
import { clockAt } from '../play-clock';
import { statedPeriods } from '../stated-result';
import {
  addPoints,
  advanceMarginGame,
  marginPosition,
  marginShape,
  marginTotal,
  replanMargin,
  startMarginGame,
  type MarginLive,
} from './margin.live';
import { priceMarginGame, settleMarginGame } from './margin.model';

const unitOf = (format: MarginFormat) => (format.periods === 4 ? 'quarter' : 'half');

function status(setup: GameSetup<MarginFormat>, live: MarginLive): Names {
  const { format } = setup;
  if (live.done) return STATUS.finished;
  if (live.extra) return STATUS.overtime;
  const position = clockAt(marginShape(format), live.simSec);
  if (position.inBreak) return position.period === format.periods / 2 ? STATUS.halfTime : STATUS.break;
  if (format.periods === 4) return periodName('quarter', position.period);
  return minuteStatus(Math.floor(position.clockSec / 60) + 1);
}

function marginScore(setup: GameSetup<MarginFormat>, live: MarginLive): LiveScore {
  const { format } = setup;
  const unit = unitOf(format);
  const position = clockAt(marginShape(format), live.simSec);
  const periods = live.periods.map((p, i) => ({ ...p, name: periodName(unit, i + 1) }));
  if (live.overtime) periods.push({ ...live.overtime, name: STATUS.overtime });
  const regulation = format.periods * format.periodSec;
  return {
    total: marginTotal(live),
    periods,
    currentPeriod: live.extra ? format.periods + 1 : position.period,
    currentPeriodName: live.extra ? STATUS.overtime : periodName(unit, position.period),
    elapsedSec: Math.round(
      live.extra ? regulation + Math.max(0, live.simSec - live.extra.from) : position.clockSec,
    ),
    status: status(setup, live),
    stats: {},
  };
}

/** Basketball, American football, handball and rugby: normal margins and totals, points spread over the clock. */
export const marginEngine: FamilyEngine<MarginFormat, MarginLive, GameResult> = {
  subGamePeriods: () => [1],
  periodTitle: (_format, period) => periodName('half', period),
  price: (setup, live, margins) => priceMarginGame(setup, live && marginPosition(setup, live), margins),
  start: startMarginGame,
  advance: advanceMarginGame,
  inExtraTime: (live) => live.extra !== undefined && !live.done,
  finished: (live) => live.done,
  score: marginScore,

  force(setup, previous, forced, random) {
    if (forced.kind !== 'score') return { live: previous, incidents: [], scored: false };
    const live = structuredClone(previous);
    addPoints(setup, live, forced.side, forced.points ?? 1);
    replanMargin(setup, live, random);
    return { live, incidents: [], scored: true };
  },

  playOut: (setup, live, random) => advanceMarginGame(setup, live, Number.MAX_SAFE_INTEGER, random).live,

  result(setup, live) {
    const periods = statedPeriods(setup.format.periods, live.periods);
    return live.overtime ? { periods, overtime: live.overtime } : { periods };
  },

  stated(setup, live, stated) {
    const periods = statedPeriods(setup.format.periods, stated.periods ?? live?.periods ?? [], stated.score);
    return stated.overtime ? { periods, overtime: stated.overtime } : { periods };
  },

  settle: settleMarginGame,
  display: (_setup, result) => ({ score: finalScore(result), periods: result.periods }),
};
