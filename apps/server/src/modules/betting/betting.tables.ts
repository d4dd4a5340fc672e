import type { ColumnType, Generated } from 'kysely';
import type { LegResult } from '@sportsbook/core/betting/leg-result';

/** jsonb columns: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** int8 columns come back as bigint (platform parser). */
type Int8 = ColumnType<bigint, bigint | number, bigint | number>;
type NullableInt8 = ColumnType<bigint | null, bigint | number | null, bigint | number | null>;
type BigId = ColumnType<bigint, never, never>;

export type BetKindColumn = 'single' | 'express' | 'system' | 'anti';
export type BetStatusColumn = 'open' | 'won' | 'lost' | 'refund' | 'sold' | 'waiting' | 'refused';

/** Names of a leg's game kept with the bet, so the history reads the same after the game left the feed. */
export interface LegNames {
  readonly home: Record<string, string>;
  readonly away: Record<string, string>;
  readonly champ: Record<string, string>;
  readonly sport: Record<string, string>;
  readonly period?: Record<string, string>;
}

/** How the bet's prices were checked, kept for the decision at the end of a live delay. */
export interface BetChecks {
  /** 0 no change, 1 rises only, 2 any change. */
  readonly policy: 0 | 1 | 2;
  readonly dropOnScoreChange: boolean;
  /** TransformEventKind: a line leg whose game went live is bet as live. */
  readonly transform: boolean;
}

export interface BetsTable {
  id: BigId;
  user_id: number;
  bet_guid: string;
  group_index: number;
  fingerprint: string;
  account_id: number;
  wallet_account_id: number;
  currency: string;
  currency_id: number | null;
  scale: number;
  kind: BetKindColumn;
  system_size: number | null;
  anti_margin: string | null;
  status: BetStatusColumn;
  stake: Int8;
  stake_tax: Int8;
  bet_stake: Int8;
  open_stake: Int8;
  price: number;
  boost_kind: 'express' | 'power' | null;
  boost_rules: Json<{ minLegPrice: number; steps: { legs: number; percent: number }[] } | null>;
  tax_rules: Json<Record<string, unknown>>;
  checks: Json<BetChecks>;
  advance: boolean;
  live: boolean;
  one_click: boolean;
  auto_bet_id: NullableInt8;
  vip_bid_id: NullableInt8;
  source: number | null;
  promo: string | null;
  coupon_code: string | null;
  feed_seq: NullableInt8;
  placed_at: Date;
  wait_until: Date | null;
  accepted_at: Date | null;
  decided_at: Date | null;
  refuse_code: number | null;
  refuse_text: string | null;
  pending_id: NullableInt8;
  stake_tx: NullableInt8;
  payout: NullableInt8;
  boost: NullableInt8;
  payout_tax: NullableInt8;
  paid: NullableInt8;
  sold: Int8;
  settled_at: Date | null;
  revision: number;
  settle_tx: NullableInt8;
  settle_due: boolean;
  hidden_at: Date | null;
}

export interface BetLegsTable {
  bet_id: Int8;
  idx: number;
  event_id: number;
  game_id: number;
  market_key: string;
  g: number;
  t: number;
  p: number;
  sent_price: number;
  price: number;
  kind: 1 | 3;
  sport_id: number;
  champ_id: number;
  start_at: Date;
  names: Json<LegNames>;
  score: string | null;
  result: LegResult | null;
  result_seq: NullableInt8;
}

export interface BetSettlementsTable {
  bet_id: Int8;
  revision: number;
  status: string;
  payout: Int8;
  boost: Int8;
  payout_tax: Int8;
  paid: Int8;
  /** The part of `paid` that repaid the advance credit instead of reaching the wallet. */
  credited: Int8;
  transaction_id: NullableInt8;
  created_at: Date;
}

export interface BetCashOutsTable {
  id: Generated<bigint>;
  bet_id: Int8;
  stake_part: Int8;
  value: Int8;
  tax: Int8;
  transaction_id: Int8;
  created_at: Date;
}

export interface BetMarketExposureTable {
  event_id: number;
  market_key: string;
  amount: Int8;
}

export interface SavedCouponsTable {
  partner_id: number;
  code: string;
  guid: string;
  coupon: Json<Record<string, unknown>>;
  user_id: number | null;
  created_at: Date;
}

export interface OneClickSettingsTable {
  user_id: number;
  currency: string;
  stake: Int8;
  policy: number;
  updated_at: Date;
}

export type BetOrderStatus = 'waiting' | 'placed' | 'cancelled' | 'released' | 'declined' | 'refused';

export interface BetOrdersTable {
  id: Generated<bigint>;
  kind: 'auto' | 'vip';
  user_id: number;
  bet_guid: string;
  country_iso: string | null;
  account_id: number;
  currency: string;
  currency_id: number | null;
  scale: number;
  coupon: Json<Record<string, unknown>>;
  target_price: number | null;
  stake: Int8;
  pending_id: Int8;
  game_ids: ColumnType<number[], number[], number[]>;
  status: BetOrderStatus;
  bet_id: NullableInt8;
  refuse_code: number | null;
  operator: string | null;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface BettingTables {
  bets: BetsTable;
  bet_legs: BetLegsTable;
  bet_settlements: BetSettlementsTable;
  bet_cash_outs: BetCashOutsTable;
  bet_market_exposure: BetMarketExposureTable;
  saved_coupons: SavedCouponsTable;
  one_click_settings: OneClickSettingsTable;
  bet_orders: BetOrdersTable;
  betting_cursor: { id: number; seq: Int8 };
}
