/** Analytics event ids of spec section 3. */
export const ANALYTICS_EVENT = {
  REGISTRATION_FIRST: 1001,
  REGISTRATION_LAST: 1013,
  LOGIN: 1043,
  LOGIN_ALTERNATIVE: 1494,
  DEPOSIT_CALL: 1045,
  BET_DONE: 1070,
  BET_ERROR: 1071,
  FIRST_DEPOSIT: 1531,
  RE_DEPOSIT: 1532,
  SUCCESSFULL_BET: 10_000,
  GO_TO_PAYMENTS: 10_002,
  CAPTCHA_SUCCESS: 10_190,
  CAPTCHA_FAILED: 10_191,
  USER_NEW: 10_273,
} as const;

/** Metric keys an analytics event may carry (i1-i3, f1-f3, s1-s3). */
export const ANALYTICS_METRIC_KEYS = ['i1', 'i2', 'i3', 'f1', 'f2', 'f3', 's1', 's2', 's3'] as const;
export type AnalyticsMetricKey = (typeof ANALYTICS_METRIC_KEYS)[number];
