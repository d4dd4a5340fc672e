/** Defaults of spec section 9 (CON-01). */

/** The query layer asks the server in Russian unless told otherwise. */
export const DEFAULT_QUERY_LANGUAGE = 'ru';
/** The site configuration falls back to English. */
export const DEFAULT_SITE_CONFIG_LANGUAGE = 'en';
export const DEFAULT_PARTNER_ID = 1;
/** Odds-view (`cfview`) id 0 is decimal odds. */
export const DEFAULT_ODDS_VIEW_ID = 0;
export const DEFAULT_COEFFICIENT_FORMAT = 0;
export const DEFAULT_ALLOWED_BETTING_VIEWS: readonly number[] = [0];
export const DEFAULT_MARKET_TYPE = 0;
export const DEFAULT_SCROLL_TO_TOP_TYPE = 'arrow';
/** The scroll-to-top button shows after scrolling down this many screen heights and then up. */
export const DEFAULT_SCROLL_TO_TOP_SCREENS = 4;
/** Used until the server's minAgesInCountries says otherwise. */
export const DEFAULT_MINIMUM_AGE = 18;
export const DEFAULT_SESSIONS_QUANTITY = 5;
/** Also the value used when the configured coupon history days are not numeric. */
export const DEFAULT_COUPON_HISTORY_DAYS = 7;
