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
 * One constant set of the spec: the tenge symbol with a limit of 10 and a base of 10000. The spec does not
 * say what limit and base mean, so they are kept together, as written.
 */
export const TENGE_CURRENCY_SET = { symbol: '₸', limit: 10, base: 10_000 } as const;
