/** Headings of the route families in docs/API.md and the OpenAPI tags, in reading order. */
export const TAG_TITLES: Record<string, string> = {
  auth: 'Logging in, sessions and tokens',
  user: 'User and account',
  'web-user-v1': 'Web user v1',
  officeapi: 'Office API',
  'internal-office': 'Internal office and identification',
  phone: 'Phone',
  registration: 'Registration',
  'user-data': 'Other user data',
  referral: 'Referral (bring a friend)',
  verification: 'Verification',
  content: 'SEO and content',
  translation: 'Translations',
  'site-config': 'Site configuration',
  betting: 'Betting: coupon and bet calls',
  favorites: 'Favourites',
  subscriptions: 'Game subscriptions',
  linefeed: 'LineFeed (pre-match feed)',
  livefeed: 'LiveFeed (live feed)',
  'main-line-feed': 'main-line-feed',
  'main-live-feed': 'main-live-feed',
  statistics: 'Statistics data',
  restcore: 'Reference (restcore)',
  analytics: 'Analytics',
  captcha: 'Captcha',
  ops: 'Operator API',
};

/** Tags in reading order: the known ones first, then any other in table order. */
export function orderedTags(tags: readonly string[]): string[] {
  const known = Object.keys(TAG_TITLES).filter((tag) => tags.includes(tag));
  return [...known, ...[...new Set(tags)].filter((tag) => !(tag in TAG_TITLES))];
}
