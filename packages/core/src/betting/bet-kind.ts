/** `Vid`, the coupon kind on the wire (spec/coupon-format.md). */
export const VID = { single: 0, express: 1, multi: 2, system: 3, antiExpress: 4 } as const;
export type Vid = (typeof VID)[keyof typeof VID];

/** What one bet is: a multi coupon is several bets of these kinds. */
export type BetShape =
  | { readonly kind: 'single' }
  | { readonly kind: 'express' }
  | { readonly kind: 'system'; readonly size: number }
  | { readonly kind: 'anti'; readonly marginPercent: number };

export type BetKind = BetShape['kind'];

export const VID_OF_KIND: Readonly<Record<BetKind, Vid>> = {
  single: VID.single,
  express: VID.express,
  system: VID.system,
  anti: VID.antiExpress,
};

/** The coupon kind a request means: a multi-leg coupon sent as a single is an express. */
export function couponKindOf(vid: number | undefined, legCount: number): BetKind | 'multi' | undefined {
  switch (vid ?? (legCount > 1 ? VID.express : VID.single)) {
    case VID.single:
      return legCount > 1 ? 'express' : 'single';
    case VID.express:
      return legCount > 1 ? 'express' : 'single';
    case VID.multi:
      return 'multi';
    case VID.system:
      return 'system';
    case VID.antiExpress:
      return 'anti';
    default:
      return undefined;
  }
}

/** Legs a kind must have; a system k of n also needs 2 <= k <= n - 1. */
export function legCountFits(shape: BetShape, legCount: number): boolean {
  switch (shape.kind) {
    case 'single':
      return legCount === 1;
    case 'express':
    case 'anti':
      return legCount >= 2;
    case 'system':
      return legCount >= 3 && shape.size >= 2 && shape.size <= legCount - 1;
  }
}
