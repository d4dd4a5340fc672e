import { DEFAULT_QUERY_LANGUAGE } from '@sportsbook/core/constants/defaults.constants';
import { isDictionaryLanguage, type DictionaryLanguage } from '@sportsbook/core/i18n/dictionaries';
import type { Names } from '../feed-model';

export type FeedLanguage = DictionaryLanguage;

/** The `lng` of a feed call: ru when absent (the spec's query layer), English for languages we do not ship. */
export function feedLanguage(lng: string | undefined): FeedLanguage {
  const code = (lng ?? DEFAULT_QUERY_LANGUAGE).slice(0, 2).toLowerCase();
  return isDictionaryLanguage(code) ? code : 'en';
}

export function nameIn(names: Names, lng: FeedLanguage): string {
  return names[lng] || names.en;
}

/** Country names by the reference module's ids; 0 is international. */
export type CountryNames = ReadonlyMap<number, Names>;

export const INTERNATIONAL: Names = { en: 'International', ru: 'Международные', ar: 'دولية' };

export function countryName(countries: CountryNames, id: number, lng: FeedLanguage): string {
  return nameIn(countries.get(id) ?? INTERNATIONAL, lng);
}
