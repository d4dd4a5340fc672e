import type { RegistrationField } from '@sportsbook/core/registration/registration-field.schema';
import { stripPlus, type PhoneCountry } from '../../../../shared/phone/phone-country';
import { optionIso } from '../../../../shared/dynamic-form/field-options';

/** A phone field's own country options (options_source phone_countries) in the dropdown's form (UI-24). */
export function phoneCountriesOf(field: RegistrationField | undefined): PhoneCountry[] {
  return (field?.options ?? []).flatMap((option) => {
    const id = Number(option.id ?? option.country_id ?? option.value);
    const code = optionIso(option);
    if (!Number.isInteger(id) || !code || option.phone_code === undefined) return [];
    return [{ id, name: option.name ?? option.title ?? code, code, phoneCode: stripPlus(option.phone_code) }];
  });
}

/** The phone's starting country: the set's phone_country choice, else the visitor's country, else the first. */
export function defaultPhoneCountryId(
  countries: readonly PhoneCountry[],
  chosen: unknown,
  geoCountryIso: string | null,
): number | undefined {
  const byChoice = countries.find((country) => String(country.id) === String(chosen));
  const byGeo = countries.find((country) => country.code === geoCountryIso);
  return (byChoice ?? byGeo ?? countries[0])?.id;
}
