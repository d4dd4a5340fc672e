import type { ColumnType, Generated } from 'kysely';

/** What a player can mark as a favourite; the values are stored as is. */
export type FavouriteKind = 'game' | 'champ' | 'team';

export interface FavouriteItemsTable {
  user_id: number;
  kind: FavouriteKind;
  item_id: number;
  created_at: Date;
}

export interface GameSubscriptionsTable {
  user_id: number;
  game_id: number;
  event_type: number;
  created_at: Date;
}

export interface GameNotificationsTable {
  id: Generated<bigint>;
  user_id: number;
  game_id: number;
  event_type: number;
  event_key: string;
  /** jsonb: written as JSON text, read back parsed. */
  payload: ColumnType<unknown, string, string>;
  created_at: Date;
  read_at: Date | null;
}

export interface FavouritesTables {
  favourite_items: FavouriteItemsTable;
  game_subscriptions: GameSubscriptionsTable;
  game_notifications: GameNotificationsTable;
}
