import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedTeam } from '../../feed/feed-model';
import { normalDraw, pick, shuffled } from '../engine/random-draws';
import { OWN_SPORT } from './data/sports.data';
import { uniquePersonName } from './names/person-names';
import type { CountryLookup } from './roster';
import type { WorldPlayer } from './world.types';

const FOOTBALL: readonly (readonly [string, number])[] = [
  ['GK', 2],
  ['DF', 6],
  ['MF', 6],
  ['FW', 4],
];

/** Positions and how many players of each a squad has, by sport. */
const POSITIONS: Readonly<Record<number, readonly (readonly [string, number])[]>> = {
  1: FOOTBALL,
  [OWN_SPORT.simulatedReality]: FOOTBALL,
  2: [
    ['G', 2],
    ['D', 7],
    ['F', 11],
  ],
  3: [
    ['G', 4],
    ['F', 5],
    ['C', 3],
  ],
  5: [
    ['P', 6],
    ['C', 2],
    ['IF', 5],
    ['OF', 3],
  ],
  6: [
    ['S', 2],
    ['OH', 4],
    ['MB', 3],
    ['OP', 2],
    ['L', 1],
  ],
  7: [
    ['FW', 8],
    ['BK', 7],
  ],
  8: [
    ['GK', 2],
    ['W', 4],
    ['B', 6],
    ['P', 2],
  ],
  13: [
    ['QB', 2],
    ['RB', 2],
    ['WR', 4],
    ['TE', 2],
    ['OL', 5],
    ['DL', 4],
    ['LB', 3],
  ],
  14: [
    ['GK', 2],
    ['DF', 4],
    ['FW', 6],
  ],
  40: [['player', 5]],
  66: [
    ['BAT', 6],
    ['BOWL', 5],
    ['AR', 3],
    ['WK', 1],
  ],
};

/** Where the players of an esports organisation (which has no country) come from. */
export const ESPORTS_PLAYER_COUNTRIES = ['RU', 'KZ', 'US', 'SE', 'BR', 'DE', 'FR', 'CN'];

/**
 * A team's squad: named in the team's country's tradition (`foreignShare` of club players come from
 * abroad; none in a national team), shirt numbers 1 to 99 without repeats, ratings around the team's.
 */
export function squadOf(
  team: FeedTeam & { readonly countryIso: string | null },
  options: { readonly foreignShare: number; readonly random: Random; readonly countries: CountryLookup },
  nextId: () => number,
): WorldPlayer[] {
  const { random, countries } = options;
  const positions = POSITIONS[team.sportId];
  if (!positions) return [];
  const numbers = shuffled(
    Array.from({ length: 99 }, (_, i) => i + 1),
    random,
  );
  const taken = new Set<string>();
  return positions.flatMap(([position, count]) =>
    Array.from({ length: count }, () => {
      const home = team.countryIso ?? pick(ESPORTS_PLAYER_COUNTRIES, random);
      const iso =
        team.countryIso && random.next() < options.foreignShare
          ? pick(ESPORTS_PLAYER_COUNTRIES, random)
          : home;
      return {
        id: nextId(),
        teamId: team.id,
        names: uniquePersonName(iso, 'male', random, taken),
        countryId: countries(iso).id,
        number: numbers.pop()!,
        position,
        rating: Math.round(team.rating + 60 * normalDraw(random)),
      };
    }),
  );
}
