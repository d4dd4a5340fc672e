import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { FeedGamesService } from '../feed/feed-games.service';
import type { FeedKind } from '../feed/store/feed-kind';
import type { FeedLookup } from './feed-lookup';
import type { FavouritesService } from './favourites.service';

export interface FavouriteGamesQuery {
  readonly games?: number[];
  readonly champs?: number[];
  readonly sports?: number[];
  readonly antisports?: number[];
  readonly count?: number;
  readonly lng?: string;
  readonly cfview?: number;
  readonly filterType?: number;
}

/** filterType bits of GetFavoritesZip for a logged-in player (designed): add favourite championships' and teams' games. */
export const WITH_FAVOURITE_CHAMPS = 1;
export const WITH_FAVOURITE_TEAMS = 2;

/** spec/linefeed-format.md: count defaults to 50 and is at most 1000. */
const DEFAULT_COUNT = 50;
const MAX_COUNT = 1000;

interface Wanted {
  readonly games: ReadonlySet<number>;
  readonly champs: ReadonlySet<number>;
  readonly teams: ReadonlySet<number>;
}

/**
 * GetFavoritesZip: the games of the `games` and `champs` a client names (a guest's local favourites); with
 * neither, a logged-in player's stored favourite games, plus by `filterType` those of their favourite
 * championships (1) and teams (2). LineFeed answers the games not yet live, LiveFeed the live ones, in the
 * feed's order and list format (the feed module formats them).
 */
export class FavouriteGamesFeed {
  constructor(
    private readonly feed: FeedLookup,
    private readonly favourites: FavouritesService,
    private readonly formatter: FeedGamesService,
  ) {}

  async games(query: FavouriteGamesQuery, user: AuthUser | null, kind: FeedKind): Promise<FeedGameJson[]> {
    const wanted = await this.wanted(query, user);
    const sports = query.sports && new Set(query.sports);
    const antisports = new Set(query.antisports ?? []);
    const gameIds = [...this.feed.games()]
      .filter(
        (game) =>
          (!sports || sports.has(game.sportId)) &&
          !antisports.has(game.sportId) &&
          (wanted.games.has(game.id) ||
            wanted.champs.has(game.champId) ||
            wanted.teams.has(game.homeTeamId) ||
            wanted.teams.has(game.awayTeamId)),
      )
      .map((game) => game.id);
    const count = Math.min(query.count ?? DEFAULT_COUNT, MAX_COUNT);
    return this.formatter.listGames(kind, { gameIds }, query).slice(0, count);
  }

  private async wanted(query: FavouriteGamesQuery, user: AuthUser | null): Promise<Wanted> {
    const mainIds = (ids: readonly number[]) => new Set(ids.map((id) => this.feed.game(id)?.id ?? id));
    if (query.games || query.champs || !user) {
      return { games: mainIds(query.games ?? []), champs: new Set(query.champs ?? []), teams: new Set() };
    }
    const flags = query.filterType ?? 0;
    const [games, champs, teams] = await Promise.all([
      this.favourites.ids(user.id, 'game'),
      flags & WITH_FAVOURITE_CHAMPS ? this.favourites.ids(user.id, 'champ') : [],
      flags & WITH_FAVOURITE_TEAMS ? this.favourites.ids(user.id, 'team') : [],
    ]);
    return { games: mainIds(games), champs: new Set(champs), teams: new Set(teams) };
  }
}
