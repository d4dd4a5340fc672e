import type { z } from 'zod';
import type { statVenueSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import { isoFromCountryId } from '@sportsbook/core/reference/reference-ids';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedGame, Names } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import { nameTriple, type NameLanguage } from '../favourites/localized-name';
import type { ReferenceService } from '../reference/reference.service';
import { CITIES } from '../trading/world/names/cities.data';
import { sportProfile, type Surface, type VenueKind } from './sport-profiles';
import { gameNotFound, itemNotFound } from './statistics-errors';

type Venue = z.infer<typeof statVenueSchema>;

/** MIS keys of spec/linefeed-format.md the engine may fill: 2 venue, 7 city. */
const MIS_VENUE = 2;
const MIS_CITY = 7;

type PlacedVenue = Exclude<VenueKind, 'none'>;

const VENUE_NAMES: Readonly<Record<PlacedVenue, (owner: Names) => Names>> = {
  stadium: (o) => ({ en: `${o.en} Stadium`, ru: `Стадион «${o.ru}»`, ar: `ملعب ${o.ar}` }),
  arena: (o) => ({ en: `${o.en} Arena`, ru: `Арена «${o.ru}»`, ar: `صالة ${o.ar}` }),
  court: (o) => ({
    en: `Centre Court, ${o.en}`,
    ru: `Центральный корт, ${o.ru}`,
    ar: `الملعب الرئيسي، ${o.ar}`,
  }),
  ring: (o) => ({ en: `${o.en} Arena`, ru: `Арена «${o.ru}»`, ar: `حلبة ${o.ar}` }),
  track: (o) => ({ en: `${o.en} Racecourse`, ru: `Ипподром «${o.ru}»`, ar: `مضمار ${o.ar}` }),
  circuit: (o) => ({ en: `${o.en} Circuit`, ru: `Автодром «${o.ru}»`, ar: `حلبة ${o.ar}` }),
  course: (o) => ({ en: `${o.en} Golf Club`, ru: `Гольф-клуб «${o.ru}»`, ar: `نادي ${o.ar} للغولف` }),
  online: () => ({ en: 'Online', ru: 'Онлайн', ar: 'عبر الإنترنت' }),
};

const CAPACITY: Readonly<Record<PlacedVenue, readonly [number, number]>> = {
  stadium: [8_000, 80_000],
  arena: [3_000, 22_000],
  court: [5_000, 15_000],
  ring: [8_000, 20_000],
  track: [10_000, 60_000],
  circuit: [40_000, 150_000],
  course: [20_000, 40_000],
  online: [0, 0],
};

/** A MIS entry the engine gave: in every language where it has them, else its one text for all. */
function engineInfo(game: FeedGame, key: number): Names | undefined {
  const text = game.info[key];
  return game.infoNames?.[key] ?? (text ? { en: text, ru: text, ar: text } : undefined);
}

function isoOf(countryId: number): string | undefined {
  try {
    return isoFromCountryId(countryId);
  } catch {
    return undefined;
  }
}

/**
 * GetStadiumForGame_2: a club's home ground (team sports) or the event's venue (courts, rings, tracks,
 * online). The engine's MIS venue and city win where it gives them; the rest is derived from the owner's id
 * and the feed seed, so a ground keeps its capacity and opening year.
 */
export class VenueService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly reference: ReferenceService,
    private readonly random: Random,
  ) {}

  async venue(gameId: number, lng: NameLanguage): Promise<Venue> {
    const game = this.feed.game(gameId);
    const champ = game && this.feed.champ(game.champId);
    if (!game || !champ) throw gameNotFound();
    const profile = sportProfile(game.sportId);
    const kind = profile.venue;
    // An election takes place nowhere in particular.
    if (kind === 'none') throw itemNotFound('Venue');
    const home = this.feed.team(game.homeTeamId);
    const clubGround =
      (kind === 'stadium' || kind === 'arena') && home && game.homeTeamId !== game.awayTeamId;
    const owner = clubGround ? { id: home.id, names: home.names, countryId: home.countryId } : champ;
    // One source per property, so a venue reads the same whichever properties the engine gives.
    const draw = (property: string) => this.random.fork(`venue:${owner.id}:${property}`);
    const names = engineInfo(game, MIS_VENUE) ?? VENUE_NAMES[kind](owner.names);
    const country = await this.reference.getCountryById(owner.countryId, lng);
    const [low, high] = CAPACITY[kind];
    const strength = Math.min(1, Math.max(0, ((home?.rating ?? 1500) - 1300) / 500));
    return {
      I: owner.id,
      ...nameTriple(names, lng),
      CT: this.city(game, owner.countryId, draw('city'), lng) ?? country?.name ?? '',
      COI: owner.countryId,
      CN: country?.name ?? '',
      CP: Math.round((low + (high - low) * (0.3 * draw('capacity').next() + 0.7 * strength)) / 100) * 100,
      Y: kind === 'online' ? draw('year').int(2000, 2020) : draw('year').int(1900, 2022),
      SF: this.surface(profile.surfaces, draw('surface')),
    };
  }

  private surface(surfaces: readonly Surface[], random: Random): Surface {
    return random.next() < 0.7 ? surfaces[0]! : surfaces[random.int(0, surfaces.length - 1)]!;
  }

  private city(game: FeedGame, countryId: number, random: Random, lng: NameLanguage): string | undefined {
    const given = engineInfo(game, MIS_CITY);
    if (given) return given[lng];
    const cities = CITIES[isoOf(countryId) ?? ''];
    return cities?.[random.int(0, cities.length - 1)]?.[lng];
  }
}
