import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import type { CountryLookup } from '../world/roster';

/** Countries for unit tests: the reference module's ids, names marked by language (the real ones come from it). */
export const testCountries: CountryLookup = (iso) => ({
  id: countryIdFromIso(iso),
  names: { en: `Country ${iso}`, ru: `Страна ${iso}`, ar: `بلد ${iso}` },
});
