/** Money constants of spec sections 3 and 9 (CON-03). */

/** Displayed amounts are rounded to this many decimals. */
export const MONEY_DISPLAY_DECIMALS = 2;
/** `{v}` is the amount, `{c}` the currency label. */
export const DEFAULT_AMOUNT_TEMPLATE = '{v} {c}';
/** Minor-unit scale of most fiat currencies. */
export const FIAT_SCALE = 2;
/** Minor-unit scale of crypto currencies. */
export const CRYPTO_SCALE = 8;

/**
 * The spec's currency set: the tenge symbol, a limit of 10 and a base of 10000. It does not say what limit and
 * base do, so we give them the meaning amounts need on a site for markets that stake in tenge and roubles:
 * - `limit`: the most whole digits an amount field takes (up to 9 999 999 999), so a slipped key cannot ask
 *   for an absurd stake or deposit;
 * - `base`: amounts from it up have their thousands set apart (`12 500.00`), shorter ones stay whole
 *   (`9500.00`), as these markets print money.
 */
export const CURRENCY_SET = { symbol: '₸', limit: 10, base: 10_000 } as const;

/** Separates digit groups: a narrow space that never breaks, so an amount is never split over two lines. */
export const DIGIT_GROUP_SEPARATOR = '\u202f';
