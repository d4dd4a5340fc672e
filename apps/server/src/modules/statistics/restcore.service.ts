import type { z } from 'zod';
import type {
  restCountriesSchema,
  restLinkSchema,
  restSportsSchema,
  restTopChampsSchema,
} from '@sportsbook/core/api/feed-responses/statistics-reference.schema';
import type { FeedGame } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import type { NameLanguage } from '../favourites/localized-name';
import type { ReferenceService } from '../reference/reference.service';
import { itemNotFound } from './statistics-errors';

const LINK = /^(?:(game|champ|team)-)?(\d{1,12})(?:-|$)/i;

export interface ListFilter {
  readonly sports?: readonly number[];
  readonly count?: number;
}

/** The restcore reference calls: countries, sports, permanent links and top championships. */
export class RestcoreService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly reference: ReferenceService,
  ) {}

  async countries(lng: NameLanguage): Promise<z.infer<typeof restCountriesSchema>> {
    return (await this.reference.getCountries(lng)).map((c) => ({
      I: c.id,
      N: c.name,
      C: c.code,
      PC: c.phoneCode,
    }));
  }

  sports(lng: NameLanguage, filter: ListFilter): z.infer<typeof restSportsSchema> {
    const counts = this.countBy((game) => game.sportId);
    return this.feed
      .sports()
      .filter((sport) => !filter.sports || filter.sports.includes(sport.id))
      .map((sport) => ({
        I: sport.id,
        N: sport.names[lng],
        NE: sport.names.en,
        NR: sport.names.ru,
        S: sport.sort,
        CY: sport.cyber,
        ...(sport.menuSection !== undefined && { MS: sport.menuSection }),
        LC: counts.get(sport.id)?.live ?? 0,
        GC: counts.get(sport.id)?.line ?? 0,
      }));
  }

  /** `game-<CI>`, `champ-<id>`, `team-<id>`, or a bare number (a slug may follow: `game-600000001-arsenal`). */
  link(permanentId: string): z.infer<typeof restLinkSchema> {
    const match = LINK.exec(permanentId.trim());
    if (!match) throw itemNotFound('Link');
    const kind = match[1]?.toLowerCase();
    const id = Number(match[2]);
    const game = kind === undefined || kind === 'game' ? this.gameByConstId(id) : undefined;
    if (game) {
      return {
        T: 1,
        I: game.id,
        CI: game.constId,
        SI: game.sportId,
        LI: game.champId,
        LV: game.live && !game.finished,
      };
    }
    const champ = kind === undefined || kind === 'champ' ? this.feed.champ(id) : undefined;
    if (champ) return { T: 2, I: champ.id, SI: champ.sportId };
    const team = kind === undefined || kind === 'team' ? this.feed.team(id) : undefined;
    if (team) return { T: 3, I: team.id, SI: team.sportId };
    throw itemNotFound('Link');
  }

  topChamps(lng: NameLanguage, filter: ListFilter): z.infer<typeof restTopChampsSchema> {
    const counts = this.countBy((game) => game.champId);
    return this.feed
      .champs()
      .filter((champ) => champ.top && (!filter.sports || filter.sports.includes(champ.sportId)))
      .slice(0, filter.count ?? 50)
      .map((champ) => {
        const sport = this.feed.sport(champ.sportId);
        const games = counts.get(champ.id);
        return {
          SI: champ.sportId,
          SN: sport?.names[lng] ?? '',
          LI: champ.id,
          L: champ.names[lng],
          LE: champ.names.en,
          LR: champ.names.ru,
          CI: champ.countryId,
          GC: (games?.line ?? 0) + (games?.live ?? 0),
          ...(champ.image !== undefined && { CHIMG: champ.image }),
        };
      });
  }

  /** A constant id is a game's id too until it goes live, and stays its CI after. */
  private gameByConstId(id: number): FeedGame | undefined {
    const direct = this.feed.game(id);
    if (direct) return direct;
    for (const game of this.feed.games()) if (game.constId === id) return game;
    return undefined;
  }

  private countBy(key: (game: FeedGame) => number): Map<number, { line: number; live: number }> {
    const counts = new Map<number, { line: number; live: number }>();
    for (const game of this.feed.games()) {
      if (game.finished) continue;
      const entry = counts.get(key(game)) ?? { line: 0, live: 0 };
      if (game.live) entry.live += 1;
      else entry.line += 1;
      counts.set(key(game), entry);
    }
    return counts;
  }
}
