import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import { serviceKey } from '../../platform/service-registry';
import { formatOptions } from './calls/feed-options';
import type { FeedFormatter } from './format/feed-formatter';
import type { FeedKind } from './store/feed-kind';
import type { FeedStoreService } from './store/feed-store.service';

export interface FeedGamesQuery {
  readonly lng?: string;
  readonly cfview?: number;
}

/** Formats games for other modules' feed calls (GetFavoritesZip), exactly as the feed's lists show them. */
export interface FeedGamesService {
  /**
   * The games of one feed among `gameIds`, or in the championships `champIds`, as list games (E with the main
   * outcomes) in the `lng` and `cfview` asked, in the feed's order.
   */
  listGames(
    kind: FeedKind,
    selection: { gameIds?: readonly number[]; champIds?: readonly number[] },
    query: FeedGamesQuery,
  ): FeedGameJson[];
}

export const FEED_GAMES = serviceKey<FeedGamesService>('feed-games');

export function feedGamesService(store: FeedStoreService, formatter: FeedFormatter): FeedGamesService {
  return {
    listGames(kind, { gameIds = [], champIds = [] }, query) {
      const view = store.view();
      const options = formatOptions(query);
      const games = new Set(gameIds);
      const champs = new Set(champIds);
      return view.index[kind].ordered
        .map((id) => view.games.get(id)!)
        .filter((game) => games.has(game.id) || champs.has(game.champId))
        .map((game) => formatter.listGame(view, game, options));
    },
  };
}
