import { COUPON_MAX_BETS_SYSTEM_OR_MULTI } from '@sportsbook/core/constants/limits.constants';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';

/** The kinds the slip offers; `multi` is several singles at once (Vid 2), each pick with its own stake. */
export type SlipKind = 'single' | 'express' | 'system' | 'antiExpress' | 'multi';

/** CheckCf of MakeBetWeb: 0 refuse any price change, 1 accept rises only, 2 accept any change. */
export type CheckCf = 0 | 1 | 2;

export interface SlipSettings {
  kind: SlipKind;
  /** k of a system k-of-n (`expressNum`). */
  systemSize: number;
  /** The stake as typed (major units, decimal text); for singles at once, the "same stake for all" field. */
  stake: string;
  /** Singles at once: each pick's own stake as typed, by `selectionKey`, so removing a pick keeps the others'. */
  stakes: Record<string, string>;
  checkCf: CheckCf;
  /** A promo code stored with the bet (its effect comes with the bonuses). */
  promo: string;
  /** Auto bet: placed by the server once the single's price reaches `autoBetCf` (decimal, as typed). */
  autoBet: boolean;
  autoBetCf: string;
}

/** `Vid` of the coupon calls (coupon-format.md). */
const VID: Readonly<Record<SlipKind, number>> = {
  single: 0,
  express: 1,
  multi: 2,
  system: 3,
  antiExpress: 4,
};

/** Stakes are typed with two decimals (the stake fields' accuracy). */
export const STAKE_DECIMALS = 2;

/** Singles at once take at most this many picks (the server refuses more with 168). */
export const MULTI_MAX_SELECTIONS = COUPON_MAX_BETS_SYSTEM_OR_MULTI;

/**
 * One pick is a single; two or more an express, an anti-express (2-50 legs) or singles at once, three to
 * twenty also a system (docs/BETTING.md). Singles at once stay offered past twenty, where the slip says their
 * limit, so a player who chose them is never switched to an express unawares.
 */
export function kindsFor(count: number): SlipKind[] {
  if (count <= 1) return ['single'];
  if (count === 2 || count > COUPON_MAX_BETS_SYSTEM_OR_MULTI) return ['express', 'antiExpress', 'multi'];
  return ['express', 'system', 'antiExpress', 'multi'];
}

/** The kind the coupon is sent as: the chosen one when the picks allow it, else the first the picks allow. */
export function effectiveKind(wanted: SlipKind, count: number): SlipKind {
  const kinds = kindsFor(count);
  return kinds.includes(wanted) ? wanted : kinds[0]!;
}

/** System sizes k with 2 ≤ k ≤ n − 1. */
export function systemSizes(count: number): number[] {
  return Array.from({ length: Math.max(0, count - 2) }, (_, index) => index + 2);
}

export function effectiveSystemSize(wanted: number, count: number): number {
  const sizes = systemSizes(count);
  return sizes.includes(wanted) ? wanted : (sizes[0] ?? 2);
}

/** A decimal price in the player's odds format ('—' when it is not a price). */
export function priceText(price: number, format: Parameters<typeof formatOdds>[1]): string {
  const odds = oddsFromDecimal(price);
  return odds === undefined ? '—' : formatOdds(odds, format);
}

/** A pick's identity in the slip (one outcome at one line of one game). */
export function selectionKey(selection: Pick<CouponSelection, 'gameId' | 'type' | 'param'>): string {
  return `${selection.gameId}:${selection.type}:${selection.param}`;
}

/** Each pick's own stake as typed, in the picks' order ('' when none). */
export function selectionStakes(
  selections: readonly CouponSelection[],
  stakes: Readonly<Record<string, string>>,
): string[] {
  return selections.map((selection) => stakes[selectionKey(selection)] ?? '');
}

/** The "same stake for all" field: this stake on every pick. */
export function sameStakeForAll(
  selections: readonly CouponSelection[],
  stake: string,
): Record<string, string> {
  return Object.fromEntries(selections.map((selection) => [selectionKey(selection), stake]));
}

/** A typed stake in minor units (0 when it is not a positive amount). */
function stakeMinor(stake: string): number {
  const value = Number(stake);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 10 ** STAKE_DECIMALS) : 0;
}

/** What singles at once stake in all: the typed stakes summed exactly (in minor units). */
export function totalStake(stakes: readonly string[]): number {
  return stakes.reduce((sum, stake) => sum + stakeMinor(stake), 0) / 10 ** STAKE_DECIMALS;
}

/** The legs as every coupon call takes them. */
export function couponLegs(selections: readonly CouponSelection[]) {
  return selections.map((selection) => ({
    GameId: selection.gameId,
    Type: selection.type,
    Coef: selection.price,
    Param: selection.param,
    Kind: selection.kind,
  }));
}

/** The body shared by UpdateCoupon, SaveCoupon and MakeBetWeb for these picks and settings. */
export function couponBody(
  selections: readonly CouponSelection[],
  settings: Pick<SlipSettings, 'kind' | 'systemSize' | 'stake' | 'checkCf'> &
    Partial<Pick<SlipSettings, 'stakes'>>,
  lng: string,
) {
  const kind = effectiveKind(settings.kind, selections.length);
  const stake = Number(settings.stake);
  return {
    Events: couponLegs(selections),
    Vid: VID[kind],
    ...(kind === 'system'
      ? { expressNum: effectiveSystemSize(settings.systemSize, selections.length), CalcSystemsMin: true }
      : {}),
    // Singles at once: without EventsIndexes every leg is a single staking GroupsSumms[i] (docs/BETTING.md).
    ...(kind === 'multi'
      ? {
          GroupsSumms: selectionStakes(selections, settings.stakes ?? {}).map(
            (typed) => stakeMinor(typed) / 10 ** STAKE_DECIMALS,
          ),
        }
      : Number.isFinite(stake) && stake > 0
        ? { Summ: stake }
        : {}),
    CheckCf: settings.checkCf,
    Lng: lng,
  };
}

/**
 * What MakeBetWeb adds to the quoted body: the promo code, and for a single an auto-bet target (the server
 * holds the stake and places the bet when the price reaches it).
 */
export function placementFields(
  settings: Pick<SlipSettings, 'kind' | 'promo' | 'autoBet' | 'autoBetCf'>,
  count: number,
): Record<string, unknown> {
  const promo = settings.promo.trim();
  const target = Number(settings.autoBetCf);
  const auto = settings.autoBet && effectiveKind(settings.kind, count) === 'single';
  return {
    ...(promo ? { promo } : {}),
    ...(auto && Number.isFinite(target) && target > 1
      ? { isAutoBet: true, autoBetCf: target, autoBetCfView: 0 }
      : {}),
  };
}

/** Why an auto-bet target cannot be sent: it must be a price above the one quoted now. */
export function autoBetProblem(target: string, quoted: number | undefined): 'required' | 'notAbove' | null {
  const value = Number(target);
  if (target.trim() === '' || !Number.isFinite(value) || value <= 1) return 'required';
  if (quoted !== undefined && value <= quoted) return 'notAbove';
  return null;
}

export type StakeProblem = 'required' | 'belowMin' | 'overMax' | 'overBalance';

/** Why the typed stake cannot be placed, checked before asking the server (which checks again). */
export function stakeProblem(
  stake: string,
  limits: { minBet?: number; maxBet?: number; balance?: number },
): StakeProblem | null {
  const value = Number(stake);
  if (stake.trim() === '' || !Number.isFinite(value) || value <= 0) return 'required';
  if (limits.minBet !== undefined && limits.minBet > 0 && value < limits.minBet) return 'belowMin';
  if (limits.maxBet !== undefined && limits.maxBet > 0 && value > limits.maxBet) return 'overMax';
  if (limits.balance !== undefined && value > limits.balance) return 'overBalance';
  return null;
}

export interface MultiProblems {
  /** More picks than singles at once take (168). */
  tooMany: boolean;
  /** Each pick's stake problem, in the picks' order. */
  stakes: (StakeProblem | null)[];
}

/**
 * Why singles at once cannot be placed: too many picks, or a pick's stake (each within the minimum and its
 * own maximum from the quote's `Groups`).
 */
export function multiProblems(
  stakes: readonly string[],
  limits: { minBet?: number; maxBets?: readonly (number | undefined)[] },
): MultiProblems {
  return {
    tooMany: stakes.length > MULTI_MAX_SELECTIONS,
    stakes: stakes.map((stake, index) =>
      stakeProblem(stake, { minBet: limits.minBet, maxBet: limits.maxBets?.[index] }),
    ),
  };
}

export const hasMultiProblem = (problems: MultiProblems) =>
  problems.tooMany || problems.stakes.some((problem) => problem !== null);

/** Refusal codes about the stake: shown under the stake field; the others about prices go on the picks. */
const STAKE_CODES = new Set([109, 102767, 105593, 200001, 200008]);
const SELECTION_CODES = new Set([100, 113, 129, 130, 131, 132, 133, 135, 141, 142, 148, 149, 157094]);

export type RefusalPlace = 'stake' | 'selections' | 'coupon';

/**
 * The pick a refusal of singles at once is about: the server names the refused bet's place (`GroupIndex`),
 * which without EventsIndexes is the pick's.
 */
export function refusedSelection(value: unknown): number | undefined {
  const index = (value as { GroupIndex?: unknown } | null)?.GroupIndex;
  return typeof index === 'number' ? index : undefined;
}

/** One bet of singles at once as placed: its id, the pick, its stake and the price it was accepted at. */
export interface PlacedSingle {
  id: number;
  selection: CouponSelection;
  stake: number;
  price: number;
}

/** The answer of singles at once matched to the picks: the bets' ids and accepted legs come in their order. */
export function placedSingles(
  answer: { Ids?: number[]; Coupon?: { Events?: { Coef: number }[] } },
  selections: readonly CouponSelection[],
  stakes: readonly string[],
): PlacedSingle[] {
  return (answer.Ids ?? []).map((id, index) => ({
    id,
    selection: selections[index]!,
    stake: stakeMinor(stakes[index] ?? '') / 10 ** STAKE_DECIMALS,
    price: answer.Coupon?.Events?.[index]?.Coef ?? selections[index]!.price,
  }));
}

export function refusalPlace(code: number): RefusalPlace {
  if (STAKE_CODES.has(code)) return 'stake';
  if (SELECTION_CODES.has(code)) return 'selections';
  return 'coupon';
}

/** A leg as UpdateCoupon (or a 130 refusal) prices it now. */
export interface QuotedLeg {
  GameId: number;
  Type: number;
  Param: number;
  Coef: number;
  Block: boolean;
  Finish: boolean;
}

export type LegState = 'up' | 'down' | 'blocked' | 'finished' | 'same';

/** How a pick's price stands now against the price the player picked. */
export function legState(selection: CouponSelection, leg: QuotedLeg | undefined): LegState {
  if (!leg) return 'same';
  if (leg.Finish) return 'finished';
  if (leg.Block || leg.Coef <= 0) return 'blocked';
  if (leg.Coef > selection.price) return 'up';
  if (leg.Coef < selection.price) return 'down';
  return 'same';
}

/** The quoted leg of a pick (matched on game, outcome and line, as the server answers them in order). */
export function quotedLeg(
  selection: CouponSelection,
  legs: readonly QuotedLeg[] | undefined,
  index: number,
): QuotedLeg | undefined {
  const same = (leg: QuotedLeg) => leg.GameId === selection.gameId && leg.Type === selection.type;
  const atIndex = legs?.[index];
  return atIndex && same(atIndex) ? atIndex : legs?.find(same);
}
