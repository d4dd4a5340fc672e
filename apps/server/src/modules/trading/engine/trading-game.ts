import { createSeededRandom, type Random } from '@sportsbook/core/random/seeded-random';
import type { FeedGame } from '../../feed/feed-model';
import type { GameSetup, LiveBase } from './family-engine';
import { engineFor, type AnyFamilyEngine } from './families/family-registry';

export type GameStatus = 'line' | 'live' | 'finished' | 'cancelled';

/**
 * The engine's private state of a game, stored beside the published FeedGame after every change: enough to
 * resume play exactly after a restart (the live state holds the plan of what is still to come).
 */
export interface EngineRecord {
  setup: GameSetup;
  /** Seed of this game's random draws; `draws` counts the streams forked from it so far. */
  seed: number;
  draws: number;
  status: GameStatus;
  /** Wall-clock ms up to which the game has been played. */
  lastTickMs: number;
  live?: LiveBase;
  result?: unknown;
  /** Simulated second until which every market is closed (a dangerous moment). */
  blockUntil?: number;
  /** Simulated second of the next scheduled repricing (the clock moving prices). */
  nextPriceAt: number;
  /** Sub-game ids by period (101 corners, 102 cards). */
  subGames: Record<number, number>;
  /** Market keys the operator suspended. */
  suspended: string[];
  /** The operator suspended the whole game (phase 3). */
  gameSuspended: boolean;
  /** Market keys voided (settled void at once, withdrawn). */
  voided: string[];
  /** Operator price moves: `${marketKey}|${T}` to the factor applied to the model's price. */
  ratios: Record<string, number>;
  /** Every selection ever offered, `${marketKey}|${T}|${P}`, so settlement covers lines that moved on. */
  offered: string[];
  finishedAtMs?: number;
}

export interface TradingGame {
  game: FeedGame;
  record: EngineRecord;
  /** The game as last committed (what readers hold), so the next change goes out as a patch of it. */
  published?: FeedGame;
}

export const familyOf = (record: EngineRecord): AnyFamilyEngine => engineFor(record.setup.format);

/** A fresh random stream for one use (a start, a tick, a replan), reproducible from the game's seed. */
export function streamOf(record: EngineRecord, label: string): Random {
  return createSeededRandom(record.seed).fork(`${label}:${record.draws++}`);
}

export function gameSeed(feedSeed: number, gameId: number): number {
  return createSeededRandom(feedSeed)
    .fork(`game:${gameId}`)
    .int(1, 2 ** 31 - 1);
}

export const offeredKey = (marketKey: string, T: number, P: number | undefined) =>
  `${marketKey}|${T}|${P ?? ''}`;

/** The period and group of a market from its key (`period:G` or `period:G:line`). */
export function parseMarketKey(key: string): { period: number; G: number } {
  const [period, G] = key.split(':').map(Number);
  return { period, G };
}
