import type { z } from 'zod';
import type { RouteDefinition } from '../route-definition';

/** One call of the feed family: its query (and body) and what `Value` holds. */
export interface FeedCall {
  readonly summary: string;
  readonly query: z.ZodType;
  readonly body?: z.ZodType;
  readonly method?: 'POST';
  readonly value?: string;
  /** Older names of the call (spec/linefeed-format.md: Get1x2_Zip). */
  readonly oldNames?: readonly string[];
  /** Set where the spec names the kind of call but not its name. */
  readonly pathChoice?: string;
}

/** Where a group of feed-family calls is mounted. */
export interface PlatformMount {
  readonly idPrefix: string;
  readonly pathPrefix: string;
  readonly tag: string;
  /** The bare prefix older clients use (`/LineFeed`), when there is one. */
  readonly barePrefix?: string;
  /** The path decision behind every call of the mount, when the spec gives no full paths. */
  readonly pathChoice?: string;
}

/** A route that keeps its call's schemas in its type, so handlers get typed queries and bodies. */
export type PlatformRoute<C extends FeedCall> = RouteDefinition & {
  readonly query: C['query'];
  readonly body: C extends { body: z.ZodType } ? C['body'] : undefined;
};
export type PlatformRoutes<T extends Record<string, FeedCall>> = {
  readonly [K in keyof T]: PlatformRoute<T[K]>;
};

/**
 * The feed family's routes (LineFeed, LiveFeed, main-*-feed, statistics, restcore): open to guests, answered in
 * the platform envelope, implemented by the sportsbook engine issue. Each call answers under
 * `<pathPrefix>/<call>`, and under the bare prefix and its old names too (spec/linefeed-format.md).
 */
export function platformRoutes<T extends Record<string, FeedCall>>(
  mount: PlatformMount,
  calls: T,
): PlatformRoutes<T> {
  const routes = Object.entries(calls).map(([call, spec]) => {
    const prefixes = [mount.pathPrefix, ...(mount.barePrefix ? [mount.barePrefix] : [])];
    const paths = [call, ...(spec.oldNames ?? [])].flatMap((name) =>
      prefixes.map((prefix) => `${prefix}/${name}`),
    );
    const pathChoice = spec.pathChoice ?? mount.pathChoice;
    const route: RouteDefinition = {
      id: `${mount.idPrefix}.${call}`,
      method: spec.method ?? 'GET',
      path: paths[0] ?? '',
      ...(paths.length > 1 && { aliases: paths.slice(1) }),
      auth: 'guest',
      envelope: 'platform',
      tag: mount.tag,
      summary: pathChoice ? `${spec.summary} (path chosen)` : spec.summary,
      issue: 3,
      query: spec.query,
      ...(spec.body && { body: spec.body }),
      ...(spec.value && { responseDescription: spec.value }),
      ...(pathChoice && { pathChoice }),
    };
    return [call, route] as const;
  });
  return Object.fromEntries(routes) as PlatformRoutes<T>;
}
