import type { StoredField } from '@sportsbook/core/registration/field-set.schema';
import { CIS_COUNTRY_ISO_CODES } from '@sportsbook/core/registration/cis-countries';
import { PASSWORD_RULES } from '@sportsbook/core/registration/password-policy';
import type { RegistrationTypeName } from '@sportsbook/core/registration/registration-types';
import { DOCUMENT_PLACEHOLDER_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { CODE_LENGTH } from '../auth/one-time-secrets';

const CIS_COUNTRY_IDS = CIS_COUNTRY_ISO_CODES.map(countryIdFromIso);

const field = (id: string, type: StoredField['type'], extra: Partial<StoredField> = {}): StoredField => ({
  id,
  name: id,
  type,
  title: `reg_field_${id}`,
  ...extra,
});

const country = field('country_id', 'select', {
  required: true,
  options_source: 'countries',
  search_keys: ['name', 'Alpha2'],
});
const currency = field('currency_id', 'select', {
  required: true,
  options_source: 'currencies',
  preselect_first: true,
  search_keys: ['name', 'code'],
});
const promo = field('ref_code', 'input', { placeholder: 'reg_field_ref_code_placeholder', max_length: 64 });
const bonus = field('first_deposit_bonus_choice', 'list', { options_source: 'bonus_choices', value: 0 });
const consent = (id: 'regRules' | 'regPolitics') =>
  field(id, 'checkbox', {
    required: true,
    label: `reg_${id}_label`,
    validation: { boolean: { value: true, message: 'required' } },
  });
const consents = [consent('regRules'), consent('regPolitics')];
const email = field('email', 'email', { input_type: 'email', required: true, max_length: 254 });
const password = field('password', 'password', {
  input_type: 'password',
  required: true,
  show_pass_icon: true,
  validation: PASSWORD_RULES,
});
const passwordAgain = field('password_again', 'password', {
  input_type: 'password',
  required: true,
  show_pass_icon: true,
  validation: { compare: { value: 'password' } },
});
const phone = (required: boolean) =>
  field('phone', 'phone', {
    input_type: 'tel',
    required,
    options_source: 'phone_countries',
    search_keys: ['name', 'phone_code'],
    validation: { phone: {} },
    parts: {
      input: { placeholder: 'reg_field_phone_placeholder' },
      button: { title: 'reg_send_code' },
      select: { title: 'reg_field_phone_country' },
      input_code: { placeholder: 'xxx', max_length: 3 },
    },
  });
const cis = { field_id: 'country_id', values: CIS_COUNTRY_IDS };

/** Full registration: personal data, address, and the CIS document rules as parent and child fields (REG-21). */
function fullRegistration(): StoredField[] {
  return [
    email,
    password,
    passwordAgain,
    field('name', 'input', { required: true, max_length: 50, group: 'personal' }),
    field('surname', 'input', { required: true, max_length: 50, group: 'personal' }),
    field('date_birthday', 'birthday_date', {
      required: true,
      validation: { isDateTime: { value: 'yyyy-MM-dd' } },
    }),
    country,
    field('region_id', 'select', { search_keys: ['name'] }),
    field('city_id', 'select', { search_keys: ['name'] }),
    field('document_type_id', 'select', { required: true, options_source: 'document_types', parent: cis }),
    field('passport_series', 'input', { max_length: 10, parent: cis }),
    field('passport_number', 'input', {
      max_length: 20,
      placeholder: DOCUMENT_PLACEHOLDER_KEYS.cis,
      parent: cis,
    }),
    field('passport_number', 'input', {
      max_length: 20,
      placeholder: DOCUMENT_PLACEHOLDER_KEYS.other,
      parent: { field_id: 'country_id', default: true },
    }),
    currency,
    phone(false),
    promo,
    bonus,
    field('receive_news', 'checkbox', { label: 'reg_receive_news_label' }),
    ...consents,
  ];
}

/** The field sets a fresh installation starts with (partner and country: any); operators edit them. */
export function defaultFieldSets(): Record<Exclude<RegistrationTypeName, 'short_reg'>, StoredField[]> {
  return {
    fast_reg: [country, currency, promo, bonus, ...consents],
    phone_reg: [
      phone(true),
      field('phone_code_button', 'phone_code_button', { title: 'reg_send_code' }),
      field('phone_confirmation', 'input', {
        required: true,
        input_type: 'text',
        max_length: CODE_LENGTH,
        validation: { phoneConfirm: { value: { length: CODE_LENGTH } } },
      }),
      currency,
      password,
      passwordAgain,
      promo,
      bonus,
      ...consents,
    ],
    full_reg: fullRegistration(),
    full_reg_v1: fullRegistration(),
    short_reg_v1: [email, password, country, currency, promo, ...consents],
    soc_reg: [
      field('social_types_id', 'social_types', { required: true, options_source: 'social_types' }),
      country,
      currency,
      bonus,
      ...consents,
    ],
  };
}
