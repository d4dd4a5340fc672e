import type { RouteDefinition } from '../route-definition';
import { FEED_CALLS, LINE_ONLY_FEED_CALLS } from './feed-calls';
import { platformRoutes } from './platform-routes';

/** LineFeed and LiveFeed (spec section 7, Feeds; format in spec/linefeed-format.md). */
export const lineFeedApi = platformRoutes(
  { idPrefix: 'linefeed', pathPrefix: '/service-api/LineFeed', barePrefix: '/LineFeed', tag: 'linefeed' },
  { ...FEED_CALLS, ...LINE_ONLY_FEED_CALLS },
);

export const liveFeedApi = platformRoutes(
  { idPrefix: 'livefeed', pathPrefix: '/service-api/LiveFeed', barePrefix: '/LiveFeed', tag: 'livefeed' },
  FEED_CALLS,
);

export const feedRoutes: readonly RouteDefinition[] = [
  ...Object.values(lineFeedApi),
  ...Object.values(liveFeedApi),
];
