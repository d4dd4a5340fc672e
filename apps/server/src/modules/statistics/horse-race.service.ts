import type { z } from 'zod';
import type { statHorseRaceSchema } from '@sportsbook/core/api/feed-responses/statistics-horse-race.schema';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { oddsFromThousandths } from '@sportsbook/core/odds/odds';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedGame, Names } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import { nameTriple, type NameLanguage } from '../favourites/localized-name';
import { HORSES } from '../trading/world/names/brands.data';
import { personName } from '../trading/world/names/person-names';
import { itemNotFound } from './statistics-errors';

type HorseRace = z.infer<typeof statHorseRaceSchema>;

export const HORSE_RACING_SPORT = 44;
/** Horses named from the list (races without participants): this base plus the place in the list. */
export const HORSE_ID_BASE = 5_000_000;
const DEFAULT_FIELD = 10;
const GOINGS = ['firm', 'good', 'soft', 'heavy'] as const;
/** Where jockeys and trainers come from: the racing nations. */
const RACING_COUNTRIES = ['GB', 'FR', 'AU', 'US', 'AE'];

/** Prices of the race's winner market by participant number (P). */
function winPrices(game: FeedGame): Map<number, number> {
  const prices = new Map<number, number>();
  for (const market of game.markets) {
    for (const o of market.outcomes)
      if (o.G === GROUP.outrightWinner && o.P !== undefined) prices.set(o.P, o.C);
  }
  return prices;
}

interface Horse {
  readonly id: number;
  readonly names: Names;
  /** The engine's rating of the runner, where the runner is one of its world's horses. */
  readonly rating?: number;
}

/** A rating on the racing scale (about 60 for an average runner) from the world's Elo-like rating. */
function racingRating(horse: Horse, price: number | undefined): number {
  if (horse.rating !== undefined)
    return Math.min(140, Math.max(20, Math.round(60 + (horse.rating - 1500) / 5)));
  // No rating of its own: a shorter price means a better horse, 120 for an even-money favourite.
  return Math.round(60 + 60 * Math.min(1, 2000 / (price ?? 20_000)));
}

/**
 * HorsesRace: the field of a horse race of the feed (its game id is the race id). The runners are the race's
 * participants (horses of the engine's world) with the winner market's numbers and prices; a race without
 * participants is given horses by name from its id. Jockeys, trainers, draw, weights and form are derived from
 * the race and horse ids and the feed seed, so the card reads the same everywhere.
 */
export class HorseRaceService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly random: Random,
  ) {}

  race(raceId: number, lng: NameLanguage, cfview: number | undefined): HorseRace {
    const game = this.feed.game(raceId);
    const champ = game && this.feed.champ(game.champId);
    if (!game || !champ || game.sportId !== HORSE_RACING_SPORT) throw itemNotFound('Race');
    const random = this.random.fork(`race:${game.id}`);
    const prices = winPrices(game);
    const field = this.field(game, prices, random);
    const stalls = field.map((_, i) => i + 1);
    const format = cfview === undefined ? undefined : oddsFormatOfCfview(cfview);
    const runners = field.map(({ number, horse }) => {
      const stall = stalls.splice(random.int(0, stalls.length - 1), 1)[0]!;
      const price = prices.get(number);
      const own = this.random.fork(`horse:${horse.id}`);
      const ride = random.fork(`runner:${horse.id}`);
      return {
        NU: number,
        I: horse.id,
        ...nameTriple(horse.names, lng),
        J: personName(RACING_COUNTRIES[ride.int(0, RACING_COUNTRIES.length - 1)]!, 'male', ride)[lng],
        TR: personName(RACING_COUNTRIES[own.int(0, RACING_COUNTRIES.length - 1)]!, 'male', own)[lng],
        A: own.int(3, 9),
        WG: ride.int(52, 62),
        DR: stall,
        F: Array.from({ length: 5 }, () => ride.int(0, 9)).join('-'),
        R: racingRating(horse, price),
        ...(price !== undefined && { C: price / 1000 }),
        ...(price !== undefined && format && { CV: formatOdds(oddsFromThousandths(price), format) }),
      };
    });
    return {
      I: game.id,
      ...(game.title && { N: game.title[lng] }),
      LI: champ.id,
      L: champ.names[lng],
      S: game.startAt,
      DS: 1000 + 200 * random.int(0, 11),
      GO: GOINGS[random.int(0, GOINGS.length - 1)]!,
      RN: runners,
    };
  }

  private field(game: FeedGame, prices: ReadonlyMap<number, number>, random: Random) {
    if (game.participants?.length) {
      return game.participants.flatMap(({ number, teamId }) => {
        const team = this.feed.team(teamId);
        return team ? [{ number, horse: { id: team.id, names: team.names, rating: team.rating } }] : [];
      });
    }
    const numbers =
      prices.size > 0
        ? [...prices.keys()].sort((a, b) => a - b)
        : [...Array(DEFAULT_FIELD).keys()].map((i) => i + 1);
    const names = [...HORSES.keys()];
    // Every runner a horse of its own: a field never outnumbers the names.
    return numbers.slice(0, HORSES.length).map((number) => {
      const index = names.splice(random.int(0, names.length - 1), 1)[0]!;
      return { number, horse: { id: HORSE_ID_BASE + index, names: HORSES[index]! } };
    });
  }
}
