import type { Random } from '@sportsbook/core/random/seeded-random';
import type { Names } from '../../feed/feed-model';
import { normalDraw, pick, shuffled } from '../engine/random-draws';
import { ESPORTS_TEAMS, HORSES, MARBLES, PARTIES } from './names/brands.data';
import { CITIES } from './names/cities.data';
import { CLUB_PATTERNS, COUNTRY_CLUB_STYLE, type ClubStyle } from './names/club-styles.data';
import { fill } from './names/names';
import { uniquePersonName } from './names/person-names';
import type { ChampPlan } from './world.types';

export interface CountryInfo {
  readonly id: number;
  readonly names: Names;
}

export type CountryLookup = (iso: string) => CountryInfo;

export interface Entrant {
  readonly names: Names;
  /** ISO code; null for horses, marbles, parties and esports organisations. */
  readonly country: string | null;
  readonly rating: number;
}

/** Horses are shared out so that no two tracks race the same horse. */
export interface RosterCursor {
  horses: number;
}

const rating = (mean: number, random: Random, spread = 110) =>
  Math.round(Math.min(2100, Math.max(1100, mean + spread * normalDraw(random))));

function clubNames(
  plan: ChampPlan,
  countries: readonly string[],
  style: ClubStyle | undefined,
  random: Random,
): Entrant[] {
  const taken = new Set<string>();
  const cityQueues = new Map(countries.map((iso) => [iso, shuffled(CITIES[iso] ?? CITIES.GB, random)]));
  return Array.from({ length: plan.teams }, (_, i) => {
    const iso = countries[i % countries.length];
    const queue = cityQueues.get(iso)!;
    const clubStyle = style ?? COUNTRY_CLUB_STYLE[iso] ?? 'english';
    for (let attempt = 0; ; attempt++) {
      const city = queue[(Math.floor(i / countries.length) + attempt) % queue.length];
      const names = fill(pick(CLUB_PATTERNS[clubStyle], random), city);
      if (!taken.has(names.en) || attempt > 30) {
        taken.add(names.en);
        return { names, country: iso, rating: rating(plan.strength, random) };
      }
    }
  });
}

function brandNames(
  plan: ChampPlan,
  list: 'esports' | 'horses' | 'marbles' | 'parties',
  random: Random,
  cursor: RosterCursor,
): Names[] {
  if (list === 'horses') {
    const start = cursor.horses;
    cursor.horses += plan.teams;
    return Array.from({ length: plan.teams }, (_, i) => HORSES[(start + i) % HORSES.length]);
  }
  const source = { esports: ESPORTS_TEAMS, marbles: MARBLES, parties: PARTIES }[list];
  return shuffled(source, random).slice(0, plan.teams);
}

/** The participants of a championship with their names and ratings, drawn reproducibly from `random`. */
export function rosterOf(
  plan: ChampPlan,
  random: Random,
  countries: CountryLookup,
  cursor: RosterCursor,
): Entrant[] {
  const { roster } = plan;
  switch (roster.kind) {
    case 'clubs':
      return clubNames(plan, roster.countries, roster.style, random);
    case 'nations':
      return roster.countries.slice(0, plan.teams).map((iso) => ({
        names: countries(iso).names,
        country: iso,
        rating: rating(plan.strength, random, 130),
      }));
    case 'people': {
      const taken = new Set<string>();
      return Array.from({ length: plan.teams }, () => {
        const iso = pick(roster.countries, random);
        return {
          names: uniquePersonName(iso, roster.gender, random, taken),
          country: iso,
          rating: rating(plan.strength, random, 120),
        };
      });
    }
    case 'brands': {
      const spread = roster.list === 'parties' ? 150 : 90;
      return brandNames(plan, roster.list, random, cursor).map((names) => ({
        names,
        country: null,
        rating: rating(plan.strength, random, spread),
      }));
    }
  }
}
