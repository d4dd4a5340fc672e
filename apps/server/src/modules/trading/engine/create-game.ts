import type { MarginConfig } from '@sportsbook/core/pricing/index';
import type { FeedGame, FeedTeam, Names } from '../../feed/feed-model';
import type { Fixture } from '../world/calendar';
import type { WorldChamp } from '../world/world.types';
import { gameSeed, type EngineRecord, type TradingGame } from './trading-game';
import { engineFor } from './families/family-registry';
import { publish, repriceGame } from './game-lifecycle';

/** Game ids (and their sub-games' ids, from the same sequence) start here. */
export const FIRST_GAME_ID = 600000001;

export interface GameContext {
  readonly champ: WorldChamp;
  readonly teams: ReadonlyMap<number, FeedTeam>;
  /** The championship's country, for the MIS country entry. */
  readonly country?: Names;
  readonly feedSeed: number;
  readonly margins: MarginConfig;
  readonly nowMs: number;
  /** Hands out the next id of the game sequence. */
  readonly nextId: () => number;
}

const roundNames = (round: number): Names => ({
  en: `Round ${round}`,
  ru: `Тур ${round}`,
  ar: `الجولة ${round}`,
});

function info(fixture: Fixture, context: GameContext) {
  const names: Record<number, Names> = {};
  if (fixture.homeTeamId !== 0 && fixture.round > 0) names[1] = roundNames(fixture.round);
  if (context.country) names[11] = context.country;
  const plain = Object.fromEntries(Object.entries(names).map(([key, value]) => [key, value.en]));
  return { info: plain, infoNames: names };
}

/** A line game for a fixture: ids for it and its sub-games, the engine's record, and its first prices. */
export function createGame(fixture: Fixture, context: GameContext): TradingGame {
  const { champ, teams } = context;
  const id = context.nextId();
  const family = engineFor(champ.format);
  const subGames: Record<number, number> = {};
  for (const period of family.subGamePeriods(champ.format)) subGames[period] = context.nextId();
  const rating = (teamId: number) => teams.get(teamId)?.rating ?? 1500;
  const record: EngineRecord = {
    setup: {
      format: champ.format,
      ratings: { home: rating(fixture.homeTeamId), away: rating(fixture.awayTeamId) },
      ...(fixture.field ? { field: fixture.field.map(rating) } : {}),
    },
    seed: gameSeed(context.feedSeed, id),
    draws: 0,
    status: 'line',
    lastTickMs: context.nowMs,
    nextPriceAt: 0,
    subGames,
    suspended: [],
    gameSuspended: false,
    voided: [],
    ratios: {},
    offered: [],
  };
  const game: FeedGame = {
    id,
    constId: id,
    number: id - FIRST_GAME_ID + 1,
    sportId: champ.sportId,
    champId: champ.id,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    startAt: Math.floor(fixture.startMs / 1000),
    live: false,
    finished: false,
    phase: 1,
    top: champ.top,
    markets: [],
    subGames: [],
    ...info(fixture, context),
    ...(fixture.title ? { title: fixture.title } : {}),
    ...(fixture.field ? { participants: fixture.field.map((teamId, i) => ({ number: i + 1, teamId })) } : {}),
    version: 0,
    updatedAt: Math.floor(context.nowMs / 1000),
  };
  const tg: TradingGame = { game, record };
  repriceGame(tg, context.margins);
  publish(tg, context.nowMs);
  return tg;
}
