import type { Names } from '../../feed/feed-model';
import type { ReferenceService } from '../../reference/reference.service';
import { worldCountryCodes } from './build-world';
import type { CountryInfo, CountryLookup } from './roster';

export interface WorldCountries {
  readonly lookup: CountryLookup;
  readonly nameOf: (countryId: number) => Names | undefined;
}

/** The reference module's ids and en, ru and ar names of every country the world can place something in. */
export async function resolveWorldCountries(reference: ReferenceService): Promise<WorldCountries> {
  const byIso = new Map<string, CountryInfo>();
  for (const iso of worldCountryCodes('full')) {
    const [en, ru, ar] = await Promise.all(
      ['en', 'ru', 'ar'].map((lang) => reference.getCountryByIso(iso, lang)),
    );
    if (en && ru && ar) byIso.set(iso, { id: en.id, names: { en: en.name, ru: ru.name, ar: ar.name } });
  }
  const byId = new Map([...byIso.values()].map((c) => [c.id, c.names]));
  return {
    lookup: (iso) => {
      const country = byIso.get(iso);
      if (!country) throw new Error(`country ${iso} is not in the reference data`);
      return country;
    },
    nameOf: (countryId) => byId.get(countryId),
  };
}
