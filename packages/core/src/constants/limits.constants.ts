/** Limits of spec section 9 (CON-02). */

export const COUPON_MAX_BETS = 50;
/** A system or multi coupon holds fewer events. */
export const COUPON_MAX_BETS_SYSTEM_OR_MULTI = 20;
/** The bets-history request asks for this many items per page number (page 2 -> limit 100). */
export const BETS_HISTORY_LIMIT_PER_PAGE = 50;
export const DASHBOARD_GAMES_LIMIT = 20;
export const REGISTRATION_PAYMENTS_LIMIT = 15;
export const HEADER_VISIBLE_ITEMS = 9;
export const NAV_INDENT = 100;
/** Amounts above this show the over-amount info text. */
export const OVER_AMOUNT_INFO_THRESHOLD = 4_000_000;
export const MEDIA_PLAYER_MODE = 3;

/** The `limit` parameter of the bets-history call for a 1-based page number. */
export function betsHistoryLimit(page: number): number {
  if (!Number.isInteger(page) || page < 1) {
    throw new RangeError(`page must be a positive integer, got ${page}`);
  }
  return BETS_HISTORY_LIMIT_PER_PAGE * page;
}
