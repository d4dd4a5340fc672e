import {
  baseball,
  baseballExpectedRuns,
  football,
  footballExpectedGoals,
  footballState,
  hockeyExpectedGoals,
  iceHockey,
  type GameResult,
  type MarginConfig,
  type PricedMarket,
  type Score,
  type SelectionRef,
  type Settlement,
  type TimedGoal,
} from '@sportsbook/core/pricing/index';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { GameSetup } from '../family-engine';
import type { GoalFormat } from '../game-format';

/** Where a game in play stands, as the pricing core's goal models read it. */
export interface GoalPosition {
  /** Share of regulation played. */
  readonly elapsed: number;
  /** Score of each period so far, the current one last. */
  readonly periods: readonly Score[];
  readonly red?: Score;
}

export interface GoalPlan {
  readonly goals: readonly TimedGoal[];
  readonly overtime?: Score;
}

function expected(setup: GameSetup<GoalFormat>) {
  const { format, ratings } = setup;
  if (format.model === 'football') return footballExpectedGoals(ratings, format.goalsPerGame);
  if (format.model === 'hockey') return hockeyExpectedGoals(ratings, format.goalsPerGame);
  return baseballExpectedRuns(ratings, format.goalsPerGame);
}

function state(position: GoalPosition | undefined) {
  return position && { elapsed: position.elapsed, periods: position.periods };
}

interface CoreGoalGame {
  price(margins: MarginConfig): PricedMarket[];
  simulate(random: Random): { readonly goals: readonly TimedGoal[]; readonly result: GameResult };
  settle(selection: SelectionRef, result: GameResult): Settlement;
}

/** The pricing core's sport bound to a game's input, before or in play. */
function core(setup: GameSetup<GoalFormat>, position?: GoalPosition): CoreGoalGame {
  const goals = expected(setup);
  switch (setup.format.model) {
    case 'football': {
      const input = {
        expectedGoals: goals,
        state: position && footballState(position.elapsed * 90, position.periods, position.red),
      };
      return {
        price: (margins) => football.price(input, margins),
        simulate: (random) => football.simulate(input, random),
        settle: (selection, result) => football.settle(selection, result),
      };
    }
    case 'hockey': {
      const input = { expectedGoals: goals, state: state(position) };
      return {
        price: (margins) => iceHockey.price(input, margins),
        simulate: (random) => iceHockey.simulate(input, random),
        settle: (selection, result) => iceHockey.settle(selection, result),
      };
    }
    case 'baseball': {
      const input = { expectedRuns: goals, state: state(position) };
      return {
        price: (margins) => baseball.price(input, margins),
        simulate: (random) => baseball.simulate(input, random),
        settle: (selection, result) => baseball.settle(selection, result),
      };
    }
  }
}

export function priceGoalGame(
  setup: GameSetup<GoalFormat>,
  position: GoalPosition | undefined,
  margins: MarginConfig,
): PricedMarket[] {
  return core(setup, position).price(margins);
}

/** The rest of the game drawn from the model that prices it (honest live play). */
export function planGoalGame(setup: GameSetup<GoalFormat>, position: GoalPosition, random: Random): GoalPlan {
  const simulated = core(setup, position).simulate(random);
  return {
    goals: simulated.goals.filter((g) => g.at >= position.elapsed),
    overtime: simulated.result.overtime,
  };
}

export function settleGoalGame(
  setup: GameSetup<GoalFormat>,
  selection: SelectionRef,
  result: GameResult,
): Settlement {
  return core(setup).settle(selection, result);
}

/** The share of expected goals that is the home side's, for the statistics and specials that follow play. */
export function homeShare(setup: GameSetup<GoalFormat>): number {
  const goals = expected(setup);
  return goals.home / (goals.home + goals.away);
}
