import { DEFAULT_MARGINS } from '@sportsbook/core/pricing/index';
import type { FeedMarket, FeedOutcome } from '../../feed/feed-model';
import type { GameFormat } from '../engine/game-format';
import { goLive, publish, repriceGame } from '../engine/game-lifecycle';
import { engineFor } from '../engine/families/family-registry';
import type { TradingGame } from '../engine/trading-game';

export const START_MS = Date.UTC(2026, 10, 22, 12, 0, 0);

/** A game as the engine creates it, without a world: for unit tests of families and the game lifecycle. */
export function testGame(
  format: GameFormat,
  options: { id?: number; home?: number; away?: number; seed?: number; live?: boolean } = {},
): TradingGame {
  const id = options.id ?? 600000001;
  const subGames: Record<number, number> = {};
  engineFor(format)
    .subGamePeriods(format)
    .forEach((period, i) => (subGames[period] = id + i + 1));
  const tg: TradingGame = {
    game: {
      id,
      constId: id,
      number: 1,
      sportId: 1,
      champId: 100001,
      homeTeamId: 1000001,
      awayTeamId: 1000002,
      startAt: START_MS / 1000,
      live: false,
      finished: false,
      phase: 1,
      top: false,
      markets: [],
      subGames: [],
      info: {},
      version: 0,
      updatedAt: START_MS / 1000,
    },
    record: {
      setup: {
        format,
        ratings: { home: options.home ?? 1600, away: options.away ?? 1550 },
        ...(format.family === 'outright' ? { field: [1600, 1550, 1500, 1450, 1400, 1500] } : {}),
      },
      seed: options.seed ?? 4242,
      draws: 0,
      status: 'line',
      lastTickMs: START_MS,
      nextPriceAt: 0,
      subGames,
      suspended: [],
      gameSuspended: false,
      voided: [],
      ratios: {},
      offered: [],
    },
  };
  repriceGame(tg, DEFAULT_MARGINS);
  publish(tg, START_MS);
  if (options.live) goLive(tg, DEFAULT_MARGINS, START_MS);
  return tg;
}

export function allMarkets(tg: TradingGame): FeedMarket[] {
  return [...tg.game.markets, ...tg.game.subGames.flatMap((s) => s.markets)];
}

export function outcome(tg: TradingGame, key: string, T: number): FeedOutcome {
  const found = allMarkets(tg)
    .find((m) => m.key === key)
    ?.outcomes.find((o) => o.T === T);
  if (!found) throw new Error(`no T${T} in ${key} of game ${tg.game.id}`);
  return found;
}
