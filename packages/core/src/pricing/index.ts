/**
 * The pricing core of the embedded odds feed: pure functions from team strengths and live state to
 * markets (G, T, P, price, fair probability, CE), their settlement on results, and simulations of the
 * rest of a game from the same model. No I/O and no clock; randomness only through a seeded Random.
 */
export type { Catalogue, CatalogueEntry, Projection } from './core/catalogue';
export type { GameResult, LiveState, Score } from './core/game-state';
export { finalScore, NIL_SCORE } from './core/game-state';
export { DEFAULT_MARGINS, type MarginConfig, type MarginTier } from './core/margin-config';
export { applyMargin, MIN_PRICE_THOUSANDTHS, overroundOf, removeMargin } from './core/power-margin';
export type { FairMarket, PricedMarket, PricedOutcome, SelectionRef } from './core/priced-market';
export { settleAbove, type Settlement } from './core/settlement';
export type { Sport } from './core/sport';
export { GROUP, SELECTION } from './market-codes';
export type { SimulatedGame, TimedGoal } from './models/goal-simulation';
export type { MarginInput, NormalScoring } from './models/margin-model';
export type { RallyInput, RallyState } from './models/rally-sport';
export type { SimulatedSetMatch } from './models/set-sport-simulation';
export { eloExpectation, type Ratings } from './ratings';
export { americanFootball, americanFootballScoring } from './sports/american-football';
export { baseball } from './sports/baseball';
export { baseballExpectedRuns, type BaseballInput } from './sports/baseball.model';
export { basketball, basketballScoring } from './sports/basketball';
export { football } from './sports/football';
export {
  footballExpectedGoals,
  footballState,
  type FootballInput,
  type FootballState,
} from './sports/football.model';
export { handball, handballScoring } from './sports/handball';
export { headToHeadProbabilities, threeWay, twoWay, type HeadToHeadInput } from './sports/head-to-head';
export { iceHockey } from './sports/ice-hockey';
export { hockeyExpectedGoals, type HockeyInput } from './sports/ice-hockey.model';
export { mapSeriesSports, mapWinProbability, type MapSeriesInput } from './sports/map-series';
export { priceOutright, settleOutright, simulateOutright } from './sports/outright';
export { tableTennis, tableTennisServeProbabilities } from './sports/table-tennis';
export { tennis } from './sports/tennis';
export { tennisServeProbabilities, type TennisInput, type TennisState } from './sports/tennis.model';
export { volleyball, volleyballServeProbabilities } from './sports/volleyball';
