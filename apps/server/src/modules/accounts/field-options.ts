import type { OptionSource, SelectOption } from '@sportsbook/core/registration/registration-field.schema';
import type { RegistrationDataConfig } from '@sportsbook/core/registration/registration-data.schema';
import type { ReferenceService } from '../reference/reference.service';
import type { Market } from './market';

/** Document types of the office configuration's required-fields list (1 passport, 2 identity card, 3 residence permit). */
const DOCUMENT_TYPES: SelectOption[] = [
  { id: 1, name: 'reg_document_passport' },
  { id: 2, name: 'reg_document_id_card' },
  { id: 3, name: 'reg_document_residence_permit' },
];
const GENDERS: SelectOption[] = [
  { id: 'male', name: 'reg_gender_male' },
  { id: 'female', name: 'reg_gender_female' },
];

export interface OptionContext {
  readonly market: Market;
  readonly reference: ReferenceService;
  readonly registration: RegistrationDataConfig;
  readonly socialProviders: readonly string[];
}

/** The options of a field whose list comes from the server's data (registration-field.schema.ts, OPTION_SOURCES). */
export async function sourceOptions(source: OptionSource, context: OptionContext): Promise<SelectOption[]> {
  const { market, reference } = context;
  switch (source) {
    case 'countries':
    case 'phone_countries': {
      const countries = await reference.getCountries(market.language);
      return countries
        .filter((c) => source === 'countries' || c.phoneCode !== null)
        .map((c) => ({
          id: c.id,
          name: c.name,
          Alpha2: c.iso2,
          code: c.code,
          ico: `flag-${c.code}`,
          ...(c.phoneCode && { phone_code: c.phoneCode }),
          ...(market.country?.id === c.id && { selected: true }),
        }));
    }
    case 'currencies': {
      const currencies = await reference.getCurrencies({ lang: market.language });
      const preferred = context.registration.defaultCurrencyId;
      return currencies.map((c) => ({
        id: c.id,
        name: c.name,
        code: c.code,
        symbol: c.symbol,
        ...(c.id === preferred && { selected: true }),
      }));
    }
    case 'document_types':
      return DOCUMENT_TYPES;
    case 'genders':
      return GENDERS;
    case 'bonus_choices':
      return context.registration.welcomeBonuses.map((offer) => ({
        id: offer.id,
        name: offer.info,
        ico: offer.iconClass,
      }));
    case 'social_types':
      return context.socialProviders.map((provider) => ({
        id: provider,
        name: provider,
        ico: `social-${provider}`,
      }));
  }
}
