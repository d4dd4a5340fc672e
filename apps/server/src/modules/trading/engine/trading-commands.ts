import type { MarginConfig } from '@sportsbook/core/pricing/index';
import type { ScorePair } from '../../feed/feed-model';
import type { ForcedIncident, StatedResult } from './family-engine';

/**
 * What the operator can ask of the engine. Plain JSON, so a process that does not lead can hand a command
 * to the one that does over the bus.
 */
export type TradingCommand =
  | {
      readonly type: 'create-game';
      readonly sportId: number;
      readonly champId?: number;
      readonly homeTeamId?: number;
      readonly awayTeamId?: number;
      /** Seconds from now to the start; 0 (live at once) when absent. */
      readonly startInSec?: number;
    }
  | { readonly type: 'incident'; readonly gameId: number; readonly incident: ForcedIncident }
  | { readonly type: 'score'; readonly gameId: number; readonly score: ScorePair }
  | { readonly type: 'suspend'; readonly gameId: number; readonly marketKey?: string }
  | { readonly type: 'reopen'; readonly gameId: number; readonly marketKey?: string }
  | {
      readonly type: 'move-price';
      readonly gameId: number;
      readonly marketKey: string;
      readonly T: number;
      readonly price: number;
    }
  | { readonly type: 'finish'; readonly gameId: number; readonly result?: StatedResult }
  | { readonly type: 'void-market'; readonly gameId: number; readonly marketKey: string }
  | { readonly type: 'correct'; readonly gameId: number; readonly result: StatedResult }
  | { readonly type: 'cancel'; readonly gameId: number }
  | { readonly type: 'run-ticks'; readonly count: number; readonly simSecPerTick: number }
  | { readonly type: 'controls'; readonly speed?: number | null; readonly margins?: MarginConfig }
  | { readonly type: 'status' };

export interface EngineStatus {
  readonly leader: true;
  readonly seq: number;
  readonly epoch: number;
  readonly speed: number;
  readonly margins: MarginConfig;
  readonly liveGames: number;
  readonly lineGames: number;
  readonly lastTickMs: number | null;
  /** How long the last tick took (advance, reprice, write, publish). */
  readonly lastTickDurationMs: number | null;
}

export interface TickSummary {
  readonly seq: number;
  readonly ticks: number;
  readonly changedGames: number;
  readonly settledGames: number;
}
