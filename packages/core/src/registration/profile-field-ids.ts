/**
 * The personal fields of a player's profile, shared by the server (what it lets a player save) and the web
 * (what account edit and clarify data ask for), so the two can never disagree.
 */

/** Contact data a player may change at any time. */
export const CONTACT_FIELD_IDS: readonly string[] = [
  'address',
  'postal_code',
  'region_id',
  'city_id',
  'gender',
  'birthplace',
];

/** Identity and document data: filled in once (clarify data), later changed only through support. */
export const IDENTITY_FIELD_IDS: readonly string[] = [
  'name',
  'surname',
  'date_birthday',
  'country_id',
  'citizenship_id',
  'document_type_id',
  'passport_series',
  'passport_number',
  'passport_date',
  'passport_end_date',
  'passport_who',
  'inn',
  'cpf',
  'registration_number',
  'bank',
  'bank_account',
  'bank_account_owner',
];
