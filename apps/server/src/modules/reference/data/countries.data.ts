import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { intlNames, type LocalizedNames } from './localized-names';

export interface CountrySeed {
  readonly id: number;
  readonly iso2: string;
  readonly iso3: string;
  readonly numericCode: string | null;
  readonly phoneCode: string | null;
  readonly names: LocalizedNames;
}

function fallbackNames(iso2: string): LocalizedNames {
  const name = (lang: string) => countries.getName(iso2, lang, { select: 'alias' }) ?? iso2;
  return { en: name('en'), ru: name('ru'), ar: name('ar') };
}

/**
 * Every ISO 3166 country (i18n-iso-countries, ~250) with its calling code from libphonenumber-js; names from
 * ICU, which uses the short everyday form ("Russia", not "Russian Federation").
 */
export function countrySeeds(): CountrySeed[] {
  return Object.entries(countries.getAlpha2Codes())
    .map(([iso2, iso3]) => ({
      id: countryIdFromIso(iso2),
      iso2,
      iso3,
      numericCode: countries.alpha2ToNumeric(iso2) ?? null,
      phoneCode: isSupportedCountry(iso2) ? `+${getCountryCallingCode(iso2)}` : null,
      names: intlNames('region', iso2) ?? fallbackNames(iso2),
    }))
    .sort((a, b) => a.id - b.id);
}
