import type { ColumnType } from 'kysely';
import type { ScorePair } from '../feed/feed-model';

/** jsonb: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface StatResultsTable {
  game_id: number;
  sport_id: number;
  champ_id: number;
  home_team_id: number;
  away_team_id: number;
  start_at: Date;
  home_score: number;
  away_score: number;
  periods: Json<ScorePair[]>;
  recorded_at: Date;
}

export interface StatChampHistoryTable {
  champ_id: number;
  anchor_at: Date;
  team_ids: Json<number[]>;
}

export interface StatisticsTables {
  stat_results: StatResultsTable;
  stat_champ_history: StatChampHistoryTable;
}
