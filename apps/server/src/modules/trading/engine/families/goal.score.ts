import type { LiveScore, Names } from '../../../feed/feed-model';
import type { GameSetup } from '../family-engine';
import type { GoalFormat } from '../game-format';
import { minuteStatus, periodName, STATUS, type PeriodUnit } from '../period-names';
import { clockAt } from '../play-clock';
import { goalShape, totalOf, type GoalLive } from './goal.live';

const UNIT: Record<GoalFormat['model'], PeriodUnit> = {
  football: 'half',
  hockey: 'period',
  baseball: 'inning',
};

const extraName = (format: GoalFormat): Names =>
  format.model === 'baseball' ? STATUS.extraInnings : STATUS.overtime;

function status(setup: GameSetup<GoalFormat>, live: GoalLive): Names {
  const { format } = setup;
  if (live.done) return STATUS.finished;
  if (live.extra) return extraName(format);
  const position = clockAt(goalShape(format, live.added), live.simSec);
  if (position.inBreak) return format.model === 'football' ? STATUS.halfTime : STATUS.break;
  if (format.model === 'baseball') return periodName('inning', position.period);
  const periodMinutes = format.periodSec / 60;
  if (position.addedSec > 0)
    return minuteStatus(position.period * periodMinutes, Math.ceil(position.addedSec / 60));
  return minuteStatus(Math.min(position.period * periodMinutes, Math.floor(position.clockSec / 60) + 1));
}

/** The score block of a goal sport in play: periods, clock, status line and (football) the match statistics. */
export function goalScore(setup: GameSetup<GoalFormat>, live: GoalLive): LiveScore {
  const { format } = setup;
  const unit = UNIT[format.model];
  const position = clockAt(goalShape(format, live.added), live.simSec);
  const periods = live.periods.map((p, i) => ({ home: p.home, away: p.away, name: periodName(unit, i + 1) }));
  if (live.overtime) periods.push({ ...live.overtime, name: extraName(format) });
  const inExtra = live.extra !== undefined;
  const regulation = format.periods * format.periodSec;
  const elapsedSec = inExtra
    ? regulation + Math.max(0, live.simSec - live.extra!.from)
    : position.clockSec + position.addedSec;
  const stats: Record<number, { home: number; away: number }> = {};
  if (format.model === 'football') {
    const { stats: s } = live;
    Object.assign(stats, {
      29: { home: s.possession, away: 100 - s.possession },
      45: s.attacks,
      58: s.dangerous,
      59: s.shotsOn,
      60: s.shotsOff,
      70: live.corners,
      26: live.yellow,
      71: live.red,
      72: s.penalties,
    });
  }
  return {
    total: totalOf(live),
    periods,
    currentPeriod: inExtra ? format.periods + 1 : position.period,
    currentPeriodName: inExtra ? extraName(format) : periodName(unit, position.period),
    elapsedSec: Math.round(elapsedSec),
    status: status(setup, live),
    stats,
  };
}
