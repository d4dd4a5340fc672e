import { serviceKey } from '../../platform/service-registry';
import type { TickSummary, TradingCommand } from './engine/trading-commands';
import type { TradingGame } from './engine/trading-game';
import type { StoredSettlement } from './persistence/feed.repository';
import type { WorldPlayer } from './world/world.types';

/** The trading engine as other modules and the operator routes reach it. */
export interface TradingService {
  /** Runs an operator command on the leading process (handed over the bus when another process leads). */
  command(command: TradingCommand): Promise<unknown>;
  /** One tick of this process's engine, for tests on a manual clock; SERVICE_UNAVAILABLE unless it leads. */
  tick(extraSimSec?: number): Promise<TickSummary>;
  isLeader(): boolean;
  /** A game as stored, with the engine's state (any process). */
  game(gameId: number): Promise<TradingGame | undefined>;
  /** Settlement events as stored: after a seq, or of a game; oldest first. */
  settlements(filter: { sinceSeq?: number; gameId?: number; limit?: number }): Promise<StoredSettlement[]>;
  /** A team's squad. */
  players(teamId: number): Promise<WorldPlayer[]>;
}

export const TRADING_SERVICE = serviceKey<TradingService>('trading');
