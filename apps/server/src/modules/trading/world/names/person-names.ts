import type { Random } from '@sportsbook/core/random/seeded-random';
import type { Names } from '../../../feed/feed-model';
import { EUROPEAN_NAMES } from './people-europe.data';
import { WORLD_NAMES } from './people-world.data';
import { COUNTRY_ORIGIN, type Gender, type NamePool, type Origin } from './people.types';

const POOLS: Partial<Record<Origin, NamePool>> = { ...EUROPEAN_NAMES, ...WORLD_NAMES };

function poolOf(countryIso: string): NamePool {
  const pool = POOLS[COUNTRY_ORIGIN[countryIso] ?? 'english'];
  if (!pool) throw new Error(`no name pool for ${countryIso}`);
  return pool;
}

const pick = <T>(items: readonly T[], random: Random): T => items[random.int(0, items.length - 1)];

function surnameFor(pool: NamePool, gender: Gender, surname: Names): Names {
  const suffix = gender === 'female' ? pool.femaleSuffix : undefined;
  if (!suffix) return surname;
  return { en: surname.en + suffix.en, ru: surname.ru + suffix.ru, ar: surname.ar + suffix.ar };
}

/** A person's full name in the tradition of their country, e.g. "Anna Petrova", "Анна Петрова", "آنا بيتروفا". */
export function personName(countryIso: string, gender: Gender, random: Random): Names {
  const pool = poolOf(countryIso);
  const given = pick(gender === 'male' ? pool.male : pool.female, random);
  const family = surnameFor(pool, gender, pick(pool.surnames, random));
  const order = pool.familyFirst ? [family, given] : [given, family];
  return {
    en: `${order[0].en} ${order[1].en}`,
    ru: `${order[0].ru} ${order[1].ru}`,
    ar: `${order[0].ar} ${order[1].ar}`,
  };
}

/** Draws names until one is new to `taken` (by its English form), so a field never has two namesakes. */
export function uniquePersonName(
  countryIso: string,
  gender: Gender,
  random: Random,
  taken: Set<string>,
): Names {
  for (let attempt = 0; ; attempt++) {
    const name = personName(countryIso, gender, random);
    if (!taken.has(name.en) || attempt > 50) {
      taken.add(name.en);
      return name;
    }
  }
}
