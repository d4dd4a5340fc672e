import type { ColumnType, Generated } from 'kysely';
import type { FeedChamp, FeedGame, FeedSport, FeedTeam } from '../feed/feed-model';
import type { MarginConfig } from '@sportsbook/core/pricing/index';
import type { EngineRecord } from './engine/trading-game';
import type { ChampPlanState, StoredPlayer } from './persistence/stored-world';

/** json(b) columns: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** int8 columns come back as bigint (platform parser). */
type Int8 = ColumnType<bigint, number | bigint, number | bigint>;

export interface FeedStateTable {
  id: number;
  seq: Int8;
  epoch: number;
  next_game_id: number;
  world_size: string;
  world_seed: Int8;
  speed: number | null;
  margins: Json<MarginConfig> | null;
  created_at: Date;
  updated_at: Date;
}

export interface FeedGamesTable {
  id: number;
  sport_id: number;
  champ_id: number;
  status: 'line' | 'live' | 'finished' | 'cancelled' | 'archived';
  start_at: Date;
  finished_at: Date | null;
  game: Json<FeedGame>;
  engine: Json<EngineRecord>;
  seq: Int8;
  updated_at: Date;
}

export interface FeedSettlementsTable {
  id: Generated<bigint>;
  seq: Int8;
  game_id: number;
  sub_game_id: number | null;
  market_key: string;
  g: number;
  t: number;
  p: number | null;
  outcome: 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';
  corrected: boolean;
  created_at: Date;
}

export interface TradingTables {
  feed_state: FeedStateTable;
  feed_sports: { id: number; sort: number; data: Json<FeedSport> };
  feed_champs: {
    id: number;
    sport_id: number;
    data: Json<FeedChamp>;
    plan: Json<ChampPlanState>;
    next_index: Int8;
  };
  feed_teams: { id: number; sport_id: number; data: Json<FeedTeam> };
  feed_players: { id: number; team_id: number; data: Json<StoredPlayer> };
  feed_games: FeedGamesTable;
  feed_settlements: FeedSettlementsTable;
}
