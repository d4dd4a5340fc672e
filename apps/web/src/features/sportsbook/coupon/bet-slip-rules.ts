import type { CouponSelection } from '../../../shared/coupon/coupon-selections.store';

/** The kinds the slip offers; several singles at once (Vid 2) are not offered here. */
export type SlipKind = 'single' | 'express' | 'system' | 'antiExpress';

/** CheckCf of MakeBetWeb: 0 refuse any price change, 1 accept rises only, 2 accept any change. */
export type CheckCf = 0 | 1 | 2;

export interface SlipSettings {
  kind: SlipKind;
  /** k of a system k-of-n (`expressNum`). */
  systemSize: number;
  /** The stake as typed (major units, decimal text). */
  stake: string;
  checkCf: CheckCf;
  /** A promo code stored with the bet (its effect comes with the bonuses). */
  promo: string;
  /** Auto bet: placed by the server once the single's price reaches `autoBetCf` (decimal, as typed). */
  autoBet: boolean;
  autoBetCf: string;
}

/** `Vid` of the coupon calls (coupon-format.md). */
const VID: Readonly<Record<SlipKind, number>> = { single: 0, express: 1, system: 3, antiExpress: 4 };

/**
 * One pick is a single; two or more an express or an anti-express (2-50 legs), three to twenty also a system
 * (docs/BETTING.md).
 */
export function kindsFor(count: number): SlipKind[] {
  if (count <= 1) return ['single'];
  if (count === 2 || count > 20) return ['express', 'antiExpress'];
  return ['express', 'system', 'antiExpress'];
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
  settings: Pick<SlipSettings, 'kind' | 'systemSize' | 'stake' | 'checkCf'>,
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
    ...(Number.isFinite(stake) && stake > 0 ? { Summ: stake } : {}),
    CheckCf: settings.checkCf,
    Lng: lng,
  };
}

/**
 * What MakeBetWeb adds to the quoted body: the promo code, and for a single an auto-bet target (the server
 * holds the stake and places the bet when the price reaches it).
 */
export function placementFields(settings: SlipSettings, count: number): Record<string, unknown> {
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

/** Refusal codes about the stake: shown under the stake field; the others about prices go on the picks. */
const STAKE_CODES = new Set([109, 102767, 105593, 200001, 200008]);
const SELECTION_CODES = new Set([100, 113, 129, 130, 131, 132, 133, 135, 141, 142, 148, 149, 157094]);

export type RefusalPlace = 'stake' | 'selections' | 'coupon';

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
