/**
 * Analytics event ids of spec section 3 (ANA-06, ANA-07). Where the web fires each one:
 * - LOGIN (1043): a password login (e-mail, login or phone) that needed no second step.
 * - LOGIN_ALTERNATIVE (1494): a login finished any other way: the second factor (app code or e-mail code, also
 *   after a social sign-in), the SMS code login, or a partner frame's xframe token. The spec names both ids
 *   without saying which is which; the ordinary password login is the one every site has, so it takes the
 *   lower id.
 * - DEPOSIT_CALL (1045): the player asked the provider for a deposit (the recharge form's request succeeded).
 * - GO_TO_PAYMENTS (10002): the recharge page opened.
 * - FIRST_DEPOSIT (1531) / RE_DEPOSIT (1532): a deposit was credited; the server says whether it was the first.
 * - BET_DONE (1070) and SUCCESSFULL_BET (10000): a bet was accepted (both, as the spec lists both);
 *   BET_ERROR (1071): a bet was refused.
 * - CAPTCHA_SUCCESS (10190) / CAPTCHA_FAILED (10191): the challenge gave a token / was dismissed or failed.
 * - USER_NEW (10273): once, when this browser got its device id.
 * - Registration 1001-1013: see REGISTRATION_EVENT.
 */
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

/**
 * The registration steps behind ids 1001-1013. The spec gives the range, not the steps, so this mapping is ours
 * and must stay stable once events are collected. Metrics: s1 is the registration type where one applies.
 */
export const REGISTRATION_EVENT = {
  /** The form was shown (pop-up or page); s2 'popup' or 'widget'. */
  OPENED: 1001,
  /** Another registration type (tab) was chosen. */
  TYPE_CHOSEN: 1002,
  /** A submit was stopped by the form's own checks; i1 the number of fields in error. */
  INVALID: 1003,
  /** A valid form was sent to the server. */
  SUBMITTED: 1004,
  /** The server registered the player. */
  SUCCEEDED: 1005,
  /** The server refused the registration; s2 the error code. */
  FAILED: 1006,
  /** The phone confirmation code was sent. */
  PHONE_CODE_SENT: 1007,
  /** The phone confirmation code was accepted. */
  PHONE_CODE_CONFIRMED: 1008,
  /** Sending or confirming the phone code failed. */
  PHONE_CODE_FAILED: 1009,
  /** A welcome bonus was chosen; s2 its id. */
  BONUS_CHOSEN: 1010,
  /** The success screen was shown (one-click password, activation mail). */
  DONE_SHOWN: 1011,
  /** Pay-and-play was opened from the registration form. */
  PAY_AND_PLAY: 1012,
  /** The visitor went from the registration form to the login instead. */
  TO_LOGIN: 1013,
} as const;

/** Metric keys an analytics event may carry (i1-i3, f1-f3, s1-s3). */
export const ANALYTICS_METRIC_KEYS = ['i1', 'i2', 'i3', 'f1', 'f2', 'f3', 's1', 's2', 's3'] as const;
export type AnalyticsMetricKey = (typeof ANALYTICS_METRIC_KEYS)[number];

/** Events one request may carry, and events a client keeps while it may not send (a hidden tab). */
export const ANALYTICS_MAX_BATCH_EVENTS = 100;
export const ANALYTICS_MAX_QUEUED_EVENTS = 500;
/** Longest text a string metric keeps. */
export const ANALYTICS_MAX_TEXT_METRIC = 500;
