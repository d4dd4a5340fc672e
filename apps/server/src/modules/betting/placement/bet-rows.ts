import type { BetChecks, BetKindColumn, BetStatusColumn, LegNames } from '../betting.tables';

/** A bet as written by acceptance (or as waiting for its live delay). */
export interface NewBet {
  readonly userId: number;
  readonly betGuid: string;
  readonly groupIndex: number;
  readonly fingerprint: string;
  readonly accountId: number;
  readonly walletAccountId: number;
  readonly currency: string;
  readonly currencyId: number | null;
  readonly scale: number;
  readonly kind: BetKindColumn;
  readonly systemSize: number | null;
  readonly antiMargin: string | null;
  readonly status: BetStatusColumn;
  readonly stake: bigint;
  readonly stakeTax: bigint;
  readonly betStake: bigint;
  readonly price: number;
  readonly boostKind: 'express' | 'power' | null;
  readonly boostRules: unknown;
  readonly taxRules: unknown;
  readonly checks: BetChecks;
  readonly advance: boolean;
  readonly live: boolean;
  readonly oneClick: boolean;
  readonly autoBetId: bigint | null;
  readonly vipBidId: bigint | null;
  readonly source: number | null;
  readonly promo: string | null;
  readonly couponCode: string | null;
  readonly feedSeq: number | null;
  readonly placedAt: Date;
  readonly waitUntil: Date | null;
  readonly acceptedAt: Date | null;
  readonly pendingId: bigint | null;
}

export interface NewLeg {
  readonly eventId: number;
  readonly gameId: number;
  readonly marketKey: string;
  readonly G: number;
  readonly T: number;
  readonly P: number;
  readonly sentPrice: number;
  readonly price: number;
  readonly kind: 1 | 3;
  readonly sportId: number;
  readonly champId: number;
  readonly startAt: Date;
  readonly names: LegNames;
  readonly score: string | null;
}

/** One market's share of a bet's liability (base-currency cents). */
export interface Exposure {
  readonly eventId: number;
  readonly marketKey: string;
  readonly cents: bigint;
}
