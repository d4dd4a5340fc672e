import { DEFAULT_MINIMUM_AGE } from '@sportsbook/core/constants/defaults.constants';

/** REG-35: a minimum age is read as a number, and 0 when it is not numeric. */
export function readAge(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const age = Number(value);
    return Number.isFinite(age) ? age : 0;
  }
  return 0;
}

interface AgeData {
  minAgesInCountries: unknown;
  minAgesByCountry?: Readonly<Record<string, unknown>>;
}

/**
 * The minimum age for a country: the registration data's per-country age (keyed by ISO code), else its age
 * for the visitor's country, else 18 until the data arrives.
 */
export function minimumAgeLookup(data: AgeData | null | undefined): (iso: string | null) => number {
  return (iso) => {
    if (!data) return DEFAULT_MINIMUM_AGE;
    const byCountry = data.minAgesByCountry ?? {};
    const key = iso?.toUpperCase();
    if (key && Object.hasOwn(byCountry, key)) return readAge(byCountry[key]);
    return readAge(data.minAgesInCountries);
  };
}
