import { useLang } from '../../shared/i18n/use-lang';
import { usePhoneCountries, usePhoneMasks } from '../../shared/phone/phone-lists.api';
import { useSiteConfig } from '../../shared/site-config/site-config.api';

/** What a phone input of the login needs: the countries, their masks, and the visitor's country first. */
export function usePhoneLists() {
  const lang = useLang();
  const config = useSiteConfig();
  const countries = usePhoneCountries(lang);
  const masks = usePhoneMasks();
  const list = countries.data ?? [];
  return {
    countries: list,
    masks: masks.data ?? [],
    loading: countries.isPending,
    unmaskedCountryIds: config.global.countryIdsWithoutPhoneMask,
    defaultCountryId: list.find((country) => country.code === config.derived.geoCountryCode)?.id,
  };
}
