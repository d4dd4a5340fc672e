import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import type { WelcomeBonusItem } from '@sportsbook/core/registration/registration-data.schema';
import { REGISTRATION_DATA_DEFAULTS } from '@sportsbook/core/registration/registration-data.defaults';
import { json, type Handler } from '../../../test/mock-server';
import type { RegistrationData } from './api/registration-setup.api';

/** Field sets as an operator would store them; the server sends them in the version 1 format. */
export const FIELD_SETS: Record<string, StoredField[]> = {
  fast_reg: [
    {
      id: 'currency_id',
      name: 'currency_id',
      type: 'select',
      required: true,
      preselect_first: true,
      options: [
        { id: 840, name: 'USD' },
        { id: 978, name: 'EUR' },
      ],
    },
  ],
  full_reg: [
    { id: 'email', name: 'email', type: 'email', required: true },
    {
      id: 'password',
      name: 'password',
      type: 'password',
      required: true,
      validation: { minLength: { value: 8 } },
    },
    { id: 'password_again', name: 'password_again', type: 'password', required: true },
    {
      id: 'country_id',
      name: 'country_id',
      type: 'select',
      required: true,
      options: [
        { id: 1, name: 'Russia', Alpha2: 'RU' },
        { id: 2, name: 'Germany', Alpha2: 'DE' },
      ],
    },
    {
      id: 'document_type_id',
      name: 'document_type_id',
      type: 'select',
      options: [{ id: 1, name: 'Passport' }],
    },
    { id: 'passport_series', name: 'passport_series', type: 'input' },
    {
      id: 'promo_note',
      name: 'promo_note',
      type: 'input',
      required: true,
      parent: { field_id: 'country_id', values: [2] },
    },
  ],
  phone_reg: [
    {
      id: 'phone',
      name: 'phone',
      type: 'phone',
      required: true,
      options: [{ id: 1, name: 'Russia', Alpha2: 'RU', phone_code: '7' }],
    },
    { id: 'phone_confirmation', name: 'phone_confirmation', type: 'input', required: true },
  ],
};

export const REGISTRATION_DATA: RegistrationData = {
  hasFirstDeposit: true,
  percentFirstDeposit: 100,
  minAgesInCountries: 18,
  minAgesByCountry: {},
  bonusAmount: 100,
  additionalConfig: REGISTRATION_DATA_DEFAULTS.additionalConfig,
  tabs: [],
  banner: REGISTRATION_DATA_DEFAULTS.banner,
  bonuses: [],
  bannerTextByBonusCode: REGISTRATION_DATA_DEFAULTS.bannerTextByBonusCode,
};

export const WELCOME_BONUSES: WelcomeBonusItem[] = REGISTRATION_DATA_DEFAULTS.welcomeBonuses.map((offer) => ({
  id: String(offer.id),
  type: 'welcome-bonus',
  attributes: {
    id: offer.id,
    info: offer.info,
    bonusCode: offer.bonusCode,
    payload: { bonusCode: offer.bonusCode, baner_info: { bannerText: offer.bannerText } },
  },
  iconClass: offer.iconClass,
  isCancel: offer.id === -1,
  hasInfo: offer.hasInfo,
}));

/** The registration calls answering like the server, with the given types. */
/** More deposit methods than the registration form shows by default (15). */
export const OFFERED_METHODS = Array.from({ length: 18 }, (_, i) => ({
  id: `method-${i + 1}`,
  type: (['card', 'ewallet', 'crypto'] as const)[i % 3]!,
  name: `Method ${i + 1}`,
}));

export function registrationRoutes(types = ['full_reg', 'fast_reg', 'phone_reg']): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    'POST /web-api/registration': () => json({ data: REGISTRATION_DATA }),
    'GET /web-api/api/web/registration/v1/types': () => json({ data: { attributes: { types } } }),
    'GET /web-api/api/v3/bonuses/welcome-bonuses': () => json({ data: WELCOME_BONUSES }),
    'GET /web-api/payments/methods': () =>
      json({ data: { country: 'DE', methods: OFFERED_METHODS.slice(0, 3) } }),
    'GET /web-api/api/user/phonemasks': () =>
      json({ data: [{ CountryId: 1, Mask: '(###) ###-##-##', Max: 10, Min: 10 }] }),
  };
  for (const [type, fields] of Object.entries(FIELD_SETS)) {
    routes[`GET /web-api/api/web/registration/v1/fields/${type}`] = () =>
      json({ data: { type: 'registration-fields', attributes: toV1Format(fields) } });
  }
  return routes;
}
