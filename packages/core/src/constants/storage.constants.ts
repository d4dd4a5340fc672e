/**
 * Local storage of spec section 9 (CON-11). The spec names what is stored but not the key strings, so the
 * strings below are ours; keep them stable, since changing one forgets what users have stored.
 */
export const LOCAL_STORAGE_DB = { sizeBytes: 4_980_736, version: 1 } as const;

export const STORAGE_KEYS = {
  coupon: 'coupon',
  theme: 'theme',
  oddsFormat: 'odds-format',
  favourites: 'favourites',
  pinnedGames: 'pinned-games',
  cookiesAgreeTime: 'cookies-agree-time',
  returnUrl: 'return-url',
  ageRestriction: 'age-restriction',
  deviceId: 'device-id',
  abTests: 'ab-tests',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Hidden items are stored one key each: the prefix followed by the item's own id. */
export const HIDDEN_ITEMS_KEY_PREFIX = 'hidden-';
