import type { ValidationErrors } from '@sportsbook/core/errors/error-body';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ageOn, readMinimumAge } from '@sportsbook/core/registration/age';
import { applyDocumentRequirements } from '@sportsbook/core/registration/document-requirements';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { toDescriptorFormat } from '@sportsbook/core/registration/field-set-formats';
import { checkPassword } from '@sportsbook/core/registration/password-policy';
import { phoneDigitsOf } from '@sportsbook/core/registration/phone-number-value';
import { WELCOME_BONUS_CHOICES } from '@sportsbook/core/registration/registration-data.schema';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import { isFieldVisible } from '@sportsbook/core/validation/field-visibility';
import { validateForm } from '@sportsbook/core/validation/validate-form';
import type { Clock } from '../../platform/clock';
import type { ReferenceService } from '../reference/reference.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { Market } from './market';
import { idValue, isTicked, textValue } from './registration-values';
import type { RegistrationRepository } from './registration.repository';

/** A registration that passed every check, in the shape the account is created from. */
export interface CheckedRegistration {
  readonly email: string | null;
  readonly phone: string | null;
  readonly name: string | null;
  readonly surname: string | null;
  readonly countryId: number | null;
  readonly currencyId: number;
  readonly bonusChoice: number | null;
  /** Values of the visible fields, by field id. */
  readonly visible: Readonly<Record<string, unknown>>;
}

export interface CheckDeps {
  readonly reference: ReferenceService;
  readonly siteConfig: SiteConfigService;
  readonly regions: RegistrationRepository;
  readonly clock: Clock;
}

function add(errors: ValidationErrors, field: string, key: string): void {
  const keys = (errors[field] ??= []);
  if (!keys.includes(key)) keys.push(key);
}

/**
 * Every rule of a registration that needs no other account: the field maps (one implementation with the
 * web, VAL-19), document requirements (REG-22), the password policy, consent, country, currency, region and
 * city, bonus choice and the minimum age of the chosen country (REG-35). Errors accumulate, keyed by field id.
 */
export async function checkRegistration(
  fields: readonly StoredField[],
  values: Readonly<Record<string, unknown>>,
  market: Market,
  defaultCurrencyId: number,
  deps: CheckDeps,
): Promise<{ errors: ValidationErrors; registration: CheckedRegistration }> {
  const site = await deps.siteConfig.resolve({
    partnerId: market.partnerId,
    country: market.country,
    language: market.language,
  });
  const form = applyDocumentRequirements(
    toDescriptorFormat(fields),
    values,
    site.derived.officeRequiredFields,
  );
  const errors = validateForm(values, form);
  const visible = Object.fromEntries(
    form
      .filter((field) => isFieldVisible(field, values) && values[field.id] !== undefined)
      .map((field) => [field.id, values[field.id]]),
  );
  for (const consent of ['regRules', 'regPolitics'])
    if (!isTicked(values[consent])) add(errors, consent, VALIDATION_MESSAGE_KEYS.required);
  if ('password' in visible && !errors.password)
    checkPassword(visible.password).forEach((key) => add(errors, 'password', key));

  const phoneValue = visible.phone;
  const phoneCountryId =
    typeof phoneValue === 'object' && phoneValue !== null
      ? idValue((phoneValue as { countryId?: unknown }).countryId)
      : undefined;
  const countryId = idValue(visible.country_id) ?? phoneCountryId ?? market.country?.id ?? null;
  const country =
    countryId === null ? undefined : await deps.reference.getCountryById(countryId, market.language);
  if (countryId !== null && !country) add(errors, 'country_id', ACCOUNT_MESSAGE_KEYS.invalidValue);
  if (country && site.geo.blockedCountries.includes(country.iso2.toUpperCase()))
    add(errors, 'country_id', ACCOUNT_MESSAGE_KEYS.countryBlocked);

  const currencyId = idValue(visible.currency_id) ?? defaultCurrencyId;
  const currencies = await deps.reference.getCurrencies();
  if (!currencies.some((c) => c.id === currencyId))
    add(errors, 'currency_id', ACCOUNT_MESSAGE_KEYS.invalidValue);

  const regionId = idValue(visible.region_id);
  if (
    visible.region_id !== undefined &&
    (!regionId || countryId === null || !(await deps.regions.regionExists(regionId, countryId)))
  )
    add(errors, 'region_id', ACCOUNT_MESSAGE_KEYS.invalidValue);
  const cityId = idValue(visible.city_id);
  if (
    visible.city_id !== undefined &&
    (!cityId || !regionId || !(await deps.regions.cityExists(cityId, regionId)))
  )
    add(errors, 'city_id', ACCOUNT_MESSAGE_KEYS.invalidValue);

  const bonusRaw = visible.first_deposit_bonus_choice ?? values.bonus_choice;
  const bonusChoice = bonusRaw === undefined || bonusRaw === '' ? null : Number(bonusRaw);
  if (bonusChoice !== null && !(WELCOME_BONUS_CHOICES as readonly number[]).includes(bonusChoice))
    add(errors, 'first_deposit_bonus_choice', ACCOUNT_MESSAGE_KEYS.invalidValue);

  for (const birthdayField of ['date_birthday', 'birthday']) {
    const birthday = textValue(visible[birthdayField]);
    const age = birthday === undefined ? undefined : ageOn(birthday, deps.clock.now());
    if (age === undefined || errors[birthdayField]) continue;
    const countrySite = country
      ? await deps.siteConfig.resolve({
          partnerId: market.partnerId,
          country: { id: country.id, iso2: country.iso2 },
          language: market.language,
        })
      : site;
    if (age < readMinimumAge(countrySite.derived.minimumAge))
      add(errors, birthdayField, ACCOUNT_MESSAGE_KEYS.minimumAge);
  }

  return {
    errors,
    registration: {
      email: textValue(visible.email)?.toLowerCase() ?? null,
      phone: phoneValue === undefined ? null : (phoneDigitsOf(phoneValue, values.tel_code) ?? null),
      name: textValue(visible.name) ?? null,
      surname: textValue(visible.surname) ?? null,
      countryId: country ? country.id : null,
      currencyId,
      bonusChoice,
      visible,
    },
  };
}
