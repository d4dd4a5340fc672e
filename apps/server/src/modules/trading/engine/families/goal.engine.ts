import { finalScore, type GameResult, type Score } from '@sportsbook/core/pricing/index';
import type { Names } from '../../../feed/feed-model';
import type { FamilyEngine, GameSetup, StatedResult } from '../family-engine';
import type { GoalFormat } from '../game-format';
import { periodName, STATUS } from '../period-names';
import { priceCountSpecial, settleCountSpecial } from '../specials/count-special';
import { statedPeriods } from '../stated-result';
import { advanceGoalGame } from './goal.advance';
import { goalPosition, incident, replan, scoreGoal, startGoalGame, type GoalLive } from './goal.live';
import { homeShare, priceGoalGame, settleGoalGame } from './goal.model';
import { goalScore } from './goal.score';

export interface GoalResult {
  readonly game: GameResult;
  readonly corners?: Score;
  readonly cards?: Score;
}

export const CORNERS_PERIOD = 101;
export const CARDS_PERIOD = 102;
const FIRST_FIVE: Names = { en: 'First 5 innings', ru: 'Первые 5 иннингов', ar: 'أول 5 أشواط' };

/** Expected corners and yellow cards per side over a game: the stronger side wins corners, the weaker collects cards. */
function specialRates(setup: GameSetup<GoalFormat>) {
  const share = 0.5 + (homeShare(setup) - 0.5) * 0.6;
  return {
    corners: { home: 10.2 * share, away: 10.2 * (1 - share) },
    cards: { home: 3.9 * (1 - share), away: 3.9 * share },
  };
}

const zero: Score = { home: 0, away: 0 };

export const goalEngine: FamilyEngine<GoalFormat, GoalLive, GoalResult> = {
  subGamePeriods(format) {
    if (format.model === 'baseball') return [1];
    const periods = Array.from({ length: format.periods }, (_, i) => i + 1);
    return format.specials ? [...periods, CORNERS_PERIOD, CARDS_PERIOD] : periods;
  },

  periodTitle(format, period) {
    if (period === CORNERS_PERIOD) return STATUS.corners;
    if (period === CARDS_PERIOD) return STATUS.cards;
    if (format.model === 'baseball') return FIRST_FIVE;
    return periodName(format.model === 'football' ? 'half' : 'period', period);
  },

  price(setup, live, margins) {
    const position = live && goalPosition(setup, live);
    const markets = priceGoalGame(setup, position, margins);
    if (!setup.format.specials) return markets;
    const rates = specialRates(setup);
    const remaining = 1 - (position?.elapsed ?? 0);
    return [
      ...markets,
      ...priceCountSpecial(
        CORNERS_PERIOD,
        { rate: rates.corners, remaining, current: live?.corners ?? zero },
        margins.secondary,
      ),
      ...priceCountSpecial(
        CARDS_PERIOD,
        { rate: rates.cards, remaining, current: live?.yellow ?? zero },
        margins.secondary,
      ),
    ];
  },

  start: startGoalGame,
  advance: advanceGoalGame,
  inExtraTime: (live) => live.extra !== undefined && !live.done,
  finished: (live) => live.done,
  score: goalScore,

  force(setup, previous, forced, random) {
    const live = structuredClone(previous);
    const { side } = forced;
    const add = (key: 'corners' | 'yellow' | 'red') =>
      (live[key] = { ...live[key], [side]: live[key][side] + 1 });
    if (forced.kind === 'score') {
      scoreGoal(setup, live, side, forced.points ?? 1);
      replan(setup, live, random);
      return { live, incidents: [incident(setup, live, 'goal', side, true)], scored: true };
    }
    if (forced.kind === 'corner') add('corners');
    if (forced.kind === 'yellow-card') add('yellow');
    if (forced.kind === 'red-card') {
      add('red');
      replan(setup, live, random);
    }
    const kind = forced.kind === 'corner' ? 'corner' : forced.kind === 'red-card' ? 'redCard' : 'yellowCard';
    return { live, incidents: [incident(setup, live, kind, side)], scored: true };
  },

  playOut: (setup, live, random) => advanceGoalGame(setup, live, Number.MAX_SAFE_INTEGER, random).live,

  result(setup, live) {
    const periods = statedPeriods(setup.format.periods, live.periods);
    const game: GameResult = live.overtime ? { periods, overtime: live.overtime } : { periods };
    return { game, corners: live.corners, cards: live.yellow };
  },

  stated(setup, live, stated: StatedResult) {
    const periods = statedPeriods(setup.format.periods, stated.periods ?? live?.periods ?? [], stated.score);
    const game: GameResult = stated.overtime ? { periods, overtime: stated.overtime } : { periods };
    return { game, corners: stated.corners ?? live?.corners, cards: stated.cards ?? live?.yellow };
  },

  settle(setup, selection, result) {
    if (selection.period === CORNERS_PERIOD || selection.period === CARDS_PERIOD) {
      const counts = selection.period === CORNERS_PERIOD ? result.corners : result.cards;
      return settleCountSpecial(selection.G, selection.T, selection.P ?? 0, counts ?? zero);
    }
    return settleGoalGame(setup, selection, result.game);
  },

  display(_setup, result) {
    return { score: finalScore(result.game), periods: result.game.periods };
  },
};
