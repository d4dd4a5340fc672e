import type { FeedGame } from '../feed-model';
import type { ListVariant } from '../format/feed-formatter';
import type { FeedKind } from '../store/feed-kind';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import type { FeedQuery } from './feed-options';
import { listOptions } from './list-options';
import { pageOf, selectGames } from './select-games';

/** spec section 9: dashboard games limit 20. */
export const DASHBOARD_GAMES = 20;
/** Games on the home page slider. */
export const SLIDER_GAMES = 10;

/** Top games first, the rest after them, each part in the feed's order. */
function topFirst(games: FeedGame[]): FeedGame[] {
  return [...games.filter((game) => game.top), ...games.filter((game) => !game.top)];
}

/**
 * A flat list of games of one feed (Get1x2_VZip and its kin): filtered, in the feed's order, paged. The
 * settings are the call's own: the Asian view, top games first (the top-games calls and the slider), a count.
 */
export function implementGameList(
  deps: FeedCallDeps,
  route: FeedRoute,
  kind: FeedKind,
  settings: { variant?: ListVariant; topFirst?: boolean; defaultCount?: number } = {},
): void {
  const variant = settings.variant ?? 'main';
  implementFeedCall(
    deps,
    route,
    (query: FeedQuery) => listOptions(query, deps.clock, settings.defaultCount),
    (view, options) => {
      const games = selectGames(view, kind, options);
      const ordered = settings.topFirst ? topFirst(games) : games;
      return deps.formatter.gamesText(view, pageOf(ordered, options), options, variant);
    },
    (options) => options.tf !== undefined,
  );
}
