import type { Odds } from '../../odds/odds';

/** A selection as the feed publishes it: the outcome object of linefeed-format.md with its fair probability. */
export interface PricedOutcome {
  readonly G: number;
  readonly T: number;
  readonly P?: number;
  /** Decimal odds in thousandths, margin included. */
  readonly price: Odds;
  /** Fair (margin-free) probability; for Asian lines the push-adjusted one, 1 / fair odds. */
  readonly probability: number;
  /** 1 on the main line among a family's alternative lines. */
  readonly CE?: 1;
}

/** One market: the selections that share a margin and are suspended together. */
export interface PricedMarket {
  /** Unique within a game: `period:G` or `period:G:line`. */
  readonly key: string;
  /** 0 for the whole game, else the period (half, period, quarter group, set) it is a sub-game of. */
  readonly period: number;
  readonly G: number;
  readonly line?: number;
  readonly margin: number;
  readonly coverage: number;
  readonly outcomes: readonly PricedOutcome[];
}

/** A market before margin, every selection listed: for tests and for the trading view. */
export interface FairMarket {
  readonly key: string;
  readonly period: number;
  readonly G: number;
  readonly line?: number;
  readonly coverage: number;
  readonly outcomes: readonly { readonly T: number; readonly P?: number; readonly probability: number }[];
}

/** The selection a bet holds, enough to settle it. */
export interface SelectionRef {
  readonly period: number;
  readonly G: number;
  readonly T: number;
  readonly P?: number;
}
