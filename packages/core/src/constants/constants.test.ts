import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as c from './index';

// Each row is a value spec section 9 or 3 states; a failing row means a constant drifted from the spec.
const specValues: [string, unknown, unknown][] = [
  // CON-01
  ['query language', c.DEFAULT_QUERY_LANGUAGE, 'ru'],
  ['site config language', c.DEFAULT_SITE_CONFIG_LANGUAGE, 'en'],
  ['partner', c.DEFAULT_PARTNER_ID, 1],
  ['odds view', c.DEFAULT_ODDS_VIEW_ID, 0],
  ['coefficient format', c.DEFAULT_COEFFICIENT_FORMAT, 0],
  ['allowed betting views', c.DEFAULT_ALLOWED_BETTING_VIEWS, [0]],
  ['market type', c.DEFAULT_MARKET_TYPE, 0],
  ['scroll-to-top type', c.DEFAULT_SCROLL_TO_TOP_TYPE, 'arrow'],
  ['minimum age', c.DEFAULT_MINIMUM_AGE, 18],
  ['sessions list', c.DEFAULT_SESSIONS_QUANTITY, 5],
  ['coupon history days', c.DEFAULT_COUPON_HISTORY_DAYS, 7],
  // CON-02
  ['coupon max', c.COUPON_MAX_BETS, 50],
  ['coupon max system/multi', c.COUPON_MAX_BETS_SYSTEM_OR_MULTI, 20],
  ['dashboard games', c.DASHBOARD_GAMES_LIMIT, 20],
  ['registration payments', c.REGISTRATION_PAYMENTS_LIMIT, 15],
  ['header items', c.HEADER_VISIBLE_ITEMS, 9],
  ['nav indent', c.NAV_INDENT, 100],
  ['over-amount', c.OVER_AMOUNT_INFO_THRESHOLD, 4000000],
  ['media player mode', c.MEDIA_PLAYER_MODE, 3],
  // CON-03
  ['money decimals', c.MONEY_DISPLAY_DECIMALS, 2],
  ['amount template', c.DEFAULT_AMOUNT_TEMPLATE, '{v} {c}'],
  ['currency set', c.CURRENCY_SET, { symbol: '₸', limit: 10, base: 10000 }],
  // CON-04
  [
    'date formats',
    c.DATE_FORMATS,
    {
      time: 'HH:mm',
      fullTime: 'HH:mm:ss',
      short: { date: 'dd.MM', time: 'HH:mm' },
      long: { date: 'dd.MM.yyyy', time: 'HH:mm' },
      duration: 'mm:ss',
    },
  ],
  // CON-05
  ['phone set', c.PHONE_LENGTH_SET, { min: 2, max: 17 }],
  ['phone validation', c.PHONE_VALIDATION_LENGTH, { min: 6, max: 20 }],
  ['country code digits', c.PHONE_COUNTRY_CODE_MAX_DIGITS, 3],
  ['extension digits', c.PHONE_EXTENSION_MAX_DIGITS, 20],
  // CON-06
  ['hover delay', c.HOVER_DELAY_MS, 200],
  ['lazy delay', c.LAZY_COMPONENT_DELAY_MS, 200],
  ['scroll indicator', c.SCROLL_INDICATOR_RESET_MS, 150],
  ['pointer suppression', c.SCROLL_POINTER_SUPPRESSION_MS, 300],
  ['infinite scroll', c.INFINITE_SCROLL, { threshold: 0.1, rootMarginBottom: '50%' }],
  ['notification', c.NOTIFICATION, { durationMs: 3000, widthPx: 260, position: 'bottom-right' }],
  ['captcha fix', c.CAPTCHA_FIX_INTERVAL_MS, 500],
  // CON-07
  ['page-load wait', c.PAGE_LOAD_WAIT_MS, 10000],
  ['other waits', c.OTHER_WAITS_MS, [3000, 7000, 10000]],
  ['default expiry', c.DEFAULT_EXPIRY_MS, 900000],
  ['dictionary cache', c.DICTIONARY_CACHE_MS, 86_400_000],
  ['generic cache', c.GENERIC_CACHE_MS, 900_000],
  ['token margin', c.TOKEN_SAFETY_MARGIN_MS, 5000],
  ['401 retries', c.UNAUTHORIZED_RETRY_LIMIT, 3],
  ['analytics', c.ANALYTICS, { sendIntervalMs: 3000, batchSize: 10, maxRequestsPerSecond: 5 }],
  ['AB TTL', c.AB_DATA_TTL_MS, 600_000],
  ['auto logoff', c.AUTO_LOGOFF_INACTIVITY_MS, 1_800_000],
  // CON-08
  ['upcoming buckets', c.UPCOMING_BUCKET_BOUNDS_S, [7200, 14400]],
  ['statistics min height', c.STATISTICS_FRAME_MIN_HEIGHT_PX, 280],
  ['cyber sport ids', c.CYBER_STATISTICS_SPORT_IDS, [85, 89, 144]],
  // CON-09
  [
    'multiselect',
    c.MULTISELECT,
    {
      maxHeightPx: 300,
      optionHeightPx: 40,
      optionsLimit: 1000,
      defaultLimit: 99999,
      minItemSizePx: 32,
    },
  ],
  ['virtual scroller', c.VIRTUAL_SCROLLER, { renderedItems: 1000, bufferPx: 200 }],
  ['select skeleton', c.SELECT_SKELETON_COUNT, 5],
  ['preloader letters', c.PRELOADER_MAX_LETTERS, 10],
  ['search max', c.SEARCH_MAX_LENGTH, 100],
  // CON-10
  [
    'web vitals',
    c.WEB_VITALS_THRESHOLDS,
    {
      FCP: { good: 1800, poor: 3000 },
      LCP: { good: 2500, poor: 4000 },
      CLS: { good: 0.1, poor: 0.25 },
      FID: { good: 100, poor: 300 },
      TTFB: { good: 800, poor: 1800 },
    },
  ],
  // CON-11
  ['storage db', c.LOCAL_STORAGE_DB, { sizeBytes: 4980736, version: 1 }],
  // CON-12
  [
    'unexplained numbers',
    [c.UNEXPLAINED_SPEC_NUMBER_6414, c.UNEXPLAINED_SPEC_NUMBER_70, c.UNEXPLAINED_SPEC_NUMBER_707],
    [6414, 70, 707],
  ],
  ['unexplained code', c.UNEXPLAINED_SPEC_CODE_SP, 'SP'],
  ['unexplained sport ids', c.UNEXPLAINED_SPEC_SPORT_IDS, [5, 4, 2]],
  // Section 3
  ['line feed kinds', c.LINE_FEED_KIND, { LIVE: 1, LINE: 3 }],
  ['event phases', Object.values(c.EVENT_PHASE), [1, 2, 3, 4]],
  ['menu sort', c.MENU_SORT, { sportSort: 10000, topSport: 10001, play: 10002 }],
  ['cookie consent', Object.values(c.COOKIE_CONSENT_LEVEL), [0, 1, 2, 3]],
  ['image formats', c.IMAGE_FORMATS, ['png', 'jpg', 'jpeg', 'webp', 'svg']],
  ['notification types', c.NOTIFICATION_TYPES, ['success', 'warning', 'error', 'info', 'question']],
  ['login kinds', c.LOGIN_IDENTIFIER_KINDS, ['email', 'phone_number', 'sms', 'id', 'xframe_token']],
  [
    'casino slugs',
    c.CASINO_CATEGORY_SLUG_IDS,
    {
      all: -1,
      poker: 3,
      roulette: 5,
      baccarat: 31,
      keno: 49,
      blackjack: 9,
      favourite: 999,
    },
  ],
  ['casino TOP', c.CASINO_CATEGORY_ID.TOP, 160291],
  ['casino OTHER_GAMES', c.CASINO_CATEGORY_ID.OTHER_GAMES, 157343],
  ['bonus boost', c.BONUS_KIND.boost, 13],
  ['bonus sport betting', c.BONUS_KIND.sportBetting, 16],
  ['lottery basket', c.LOTTERY_GAME_TYPE.basket, 12],
  ['lottery cricket', c.LOTTERY_GAME_TYPE.cricket, 11],
  ['menu cyber-zone', c.SPORTS_MENU_SECTION.cyberZone, 28],
  ['analytics USER_NEW', c.ANALYTICS_EVENT.USER_NEW, 10273],
];

describe('constants match the spec', () => {
  it.each(specValues)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('numbers the twelve game genres 1001 to 1012 in order', () => {
    expect(Object.values(c.SPORTS_MENU_GAME_GENRE)).toEqual(Array.from({ length: 12 }, (_, i) => 1001 + i));
  });

  it('holds fifteen distinct social providers and 45 distinct registration field ids', () => {
    expect(new Set(c.SOCIAL_PROVIDERS).size).toBe(15);
    expect(new Set(c.REGISTRATION_FIELD_IDS).size).toBe(45);
    expect(new Set(c.REGISTRATION_EXTRA_FLAGS).size).toBe(11);
  });

  it('has no key shared by two storage entries and none starting with the hidden-items prefix', () => {
    const keys = Object.values(c.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((k) => k.startsWith(c.HIDDEN_ITEMS_KEY_PREFIX))).toBe(false);
  });

  it('keeps the spec message keys and gives every validation key one meaning', () => {
    const keys = Object.values(c.VALIDATION_MESSAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of [
      'required',
      'password_available_symbols',
      'auth_required_field',
      'min_symbols_limit',
      'phone_min_length',
      'equal_length',
      'auth_incorrect_code',
      'validation_enter_correct_email',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys.every((k) => /^[a-z_]+$/.test(k))).toBe(true);
  });
});

describe('betsHistoryLimit', () => {
  it.each([
    [1, 50],
    [2, 100],
    [7, 350],
  ])('page %i asks for %i', (page, limit) => {
    expect(c.betsHistoryLimit(page)).toBe(limit);
  });

  it('is 50 times any positive page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (page) => c.betsHistoryLimit(page) === 50 * page),
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects page %s', (page) => {
    expect(() => c.betsHistoryLimit(page)).toThrow(RangeError);
  });
});
