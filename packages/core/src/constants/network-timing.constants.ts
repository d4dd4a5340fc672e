/** Network timings of spec sections 4 and 9 (CON-07). */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const PAGE_LOAD_WAIT_MS = 10_000;
/** The other waits the spec names, shortest first. */
export const OTHER_WAITS_MS: readonly number[] = [3000, 7000, 10_000];
/** Stored values without an explicit expiry expire after 15 minutes. */
export const DEFAULT_EXPIRY_MS = 900_000;
export const DICTIONARY_CACHE_MS = 24 * HOUR_MS;
export const GENERIC_CACHE_MS = 15 * MINUTE_MS;
/** A service token is refreshed this long before it expires. */
export const TOKEN_SAFETY_MARGIN_MS = 5 * SECOND_MS;
/** Failed 401 attempts for one URL before TOKEN_NOT_AUTHENTICATED is raised. */
export const UNAUTHORIZED_RETRY_LIMIT = 3;
export const ANALYTICS = { sendIntervalMs: 3000, batchSize: 10, maxRequestsPerSecond: 5 } as const;
export const AB_DATA_TTL_MS = 10 * MINUTE_MS;
/** Only applied when the licence configuration enables auto logoff. */
export const AUTO_LOGOFF_INACTIVITY_MS = 30 * MINUTE_MS;
