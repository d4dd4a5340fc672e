import {
  FAVOURITES_PER_KIND_MAX,
  type FavouriteItem,
} from '@sportsbook/core/api/feed-responses/favourites-lists.schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { FeedGame } from '../feed/feed-model';
import type { FeedLookup } from './feed-lookup';
import { gameNames } from './game-name';
import type { FavouriteRow, FavouritesRepository } from './favourites.repository';
import type { FavouriteKind } from './favourites.tables';
import { nameLanguage, type NameLanguage } from './localized-name';

/** The body field that carries each kind's ids, named in validation errors as the client sent it. */
export const KIND_FIELD: Readonly<Record<FavouriteKind, string>> = {
  game: 'games',
  champ: 'champs',
  team: 'teams',
};

export interface FavouriteLists {
  readonly games: FavouriteItem[];
  readonly champs: FavouriteItem[];
  readonly teams: FavouriteItem[];
}

/** A game one may still follow: in the feed and neither over nor cancelled. */
function isOpen(game: FeedGame | undefined): game is FeedGame {
  return game !== undefined && !game.finished;
}

/** Per-player favourites; ids are checked against the feed, the player's own rows are all they ever see. */
export class FavouritesService {
  constructor(
    private readonly repository: FavouritesRepository,
    private readonly feed: FeedLookup,
    private readonly clock: Clock,
  ) {}

  async all(userId: number, lng: string): Promise<FavouriteLists> {
    const rows = await this.repository.list(userId);
    const of = (kind: FavouriteKind) =>
      this.describe(
        rows.filter((row) => row.kind === kind),
        lng,
      );
    return { games: of('game'), champs: of('champ'), teams: of('team') };
  }

  async list(userId: number, kind: FavouriteKind, lng: string): Promise<FavouriteItem[]> {
    return this.describe(await this.repository.list(userId, kind), lng);
  }

  async ids(userId: number, kind: FavouriteKind): Promise<number[]> {
    return (await this.repository.list(userId, kind)).map((row) => row.itemId);
  }

  /** Adds all the ids or none: an unknown id or going over the limit refuses the whole request. */
  async add(
    userId: number,
    kind: FavouriteKind,
    ids: readonly number[],
    lng: string,
  ): Promise<FavouriteItem[]> {
    const resolved = ids.map((id) => ({ id, known: this.resolve(kind, id) }));
    const unknown = resolved.filter((r) => r.known === undefined).map((r) => r.id);
    if (unknown.length > 0) {
      throw AppError.validation(
        { [KIND_FIELD[kind]]: ['favorites.unknown_id'] },
        `Unknown ${KIND_FIELD[kind]}: ${unknown.join(', ')}`,
      );
    }
    const known = [...new Set(resolved.map((r) => r.known as number))];
    const { total } = await this.repository.addWithin(
      userId,
      kind,
      known,
      FAVOURITES_PER_KIND_MAX,
      this.clock.now(),
    );
    if (total > FAVOURITES_PER_KIND_MAX) {
      throw AppError.validation(
        { [KIND_FIELD[kind]]: ['favorites.limit_reached'] },
        `At most ${FAVOURITES_PER_KIND_MAX} favourite ${KIND_FIELD[kind]}`,
      );
    }
    return this.list(userId, kind, lng);
  }

  async remove(userId: number, kind: FavouriteKind, ids: readonly number[] | undefined, lng: string) {
    await this.repository.remove(userId, kind, ids);
    return this.list(userId, kind, lng);
  }

  /**
   * A guest's favourite games join the account's after login. Local storage may hold games that are over
   * or ids from elsewhere; those are skipped rather than failing the login flow, as are those over the limit.
   */
  async migrateGames(userId: number, ids: readonly number[], lng: string) {
    const open = [...new Set(ids.map((id) => this.resolve('game', id)).filter((id) => id !== undefined))];
    const have = new Set(await this.ids(userId, 'game'));
    const room = Math.max(0, FAVOURITES_PER_KIND_MAX - have.size);
    const kept = open.filter((id) => !have.has(id)).slice(0, room);
    await this.repository.addWithin(userId, 'game', kept, FAVOURITES_PER_KIND_MAX, this.clock.now());
    const merged = new Set(await this.ids(userId, 'game'));
    const skipped = ids.filter((id) => !merged.has(this.resolve('game', id) ?? id));
    return { games: await this.list(userId, 'game', lng), skipped };
  }

  /** The id to store for a requested one: a sub-game counts as its game; undefined when unknown. */
  private resolve(kind: FavouriteKind, id: number): number | undefined {
    if (kind === 'game') {
      const game = this.feed.game(id);
      return isOpen(game) ? game.id : undefined;
    }
    return (kind === 'champ' ? this.feed.champ(id) : this.feed.team(id))?.id;
  }

  private describe(rows: readonly FavouriteRow[], lng: string): FavouriteItem[] {
    const language = nameLanguage(lng, 'en');
    return rows.map((row) => ({
      id: row.itemId,
      addedAt: row.createdAt.toISOString(),
      ...this.summary(row.kind, row.itemId, language),
    }));
  }

  private summary(kind: FavouriteKind, id: number, lng: NameLanguage) {
    if (kind === 'game') {
      const game = this.feed.game(id);
      const names = game && gameNames(game, this.feed);
      return game && names ? { sportId: game.sportId, name: names[lng] } : { sportId: null, name: null };
    }
    const item = kind === 'champ' ? this.feed.champ(id) : this.feed.team(id);
    return item ? { sportId: item.sportId, name: item.names[lng] } : { sportId: null, name: null };
  }
}
