import type { z } from 'zod';
import type { RouteDefinition } from '@sportsbook/core/api/route-definition';
import type { Clock } from '../../../platform/clock';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import type { FeedFormatter } from '../format/feed-formatter';
import { cacheKey, type FeedResponder } from '../http/feed-responder';
import type { FeedKind } from '../store/feed-kind';
import type { FeedView } from '../store/feed-view';
import type { FeedQuery } from './feed-options';

/** A route whose parsed query carries feed parameters (every LineFeed, LiveFeed and main-feed call). */
export type FeedRoute = RouteDefinition & { readonly query: z.ZodType<FeedQuery> };

/** What the call builders share. */
export interface FeedCallDeps {
  readonly routes: RouteRegistrar;
  readonly responder: FeedResponder;
  readonly formatter: FeedFormatter;
  readonly clock: Clock;
}

/** The feed a route family answers from: LineFeed and main-line-feed line, LiveFeed and main-live-feed live. */
export interface FeedSide {
  readonly kind: FeedKind;
}

/**
 * Implements a feed call as options (everything its answer depends on, which also makes the cache key) and
 * a builder of its Value's JSON text from one view of the store. `clockBound` tells when the options hold a
 * reading of the clock (a time window, a day), so the same URL may answer differently later.
 */
export function implementFeedCall<O extends object>(
  deps: FeedCallDeps,
  route: FeedRoute,
  options: (query: FeedQuery) => O,
  build: (view: FeedView, options: O) => string,
  clockBound: (options: O) => boolean = () => false,
): void {
  deps.routes.implement(route, ({ query, request, reply }) => {
    const parsed = options(query as FeedQuery);
    const key = cacheKey(route.id, parsed);
    return deps.responder.respond(request, reply, key, (view) => build(view, parsed), !clockBound(parsed));
  });
}
