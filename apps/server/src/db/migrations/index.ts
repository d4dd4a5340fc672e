import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_reference';
import * as m0003 from './0003_site_config';
import * as m0010 from './0010_feed';
import * as m0030 from './0030_favourites';
import * as m0031 from './0031_statistics';
import * as m0050 from './0050_wallet_ledger';
import * as m0051 from './0051_idempotency';
import * as m0060 from './0060_auth_events_codes';
import * as m0061 from './0061_outbox';
import * as m0062 from './0062_accounts';
import * as m0063 from './0063_registration_fields';
import * as m0070 from './0070_bets';
import * as m0071 from './0071_coupons';
import * as m0072 from './0072_bet_accept';
import * as m0080 from './0080_payments';
import * as m0081 from './0081_sandbox_psp';
import * as m0090 from './0090_two_factor';
import * as m0091 from './0091_security_questions';
import * as m0093 from './0093_phone_changes';
import * as m0094 from './0094_social_login';
import * as m0092 from './0092_captcha';
import * as m0095 from './0095_captcha_custom_vendor';
import * as m0096 from './0096_pay_and_play';
import * as m0099 from './0099_cookie_consents';
import * as m0100 from './0100_analytics_events';
import * as m0101 from './0101_bet_place';
import * as m0102 from './0102_ledger_postings_unchecked';
import * as m0103 from './0103_bet_session_check';
import * as m0104 from './0104_bet_place_many';
import * as m0105 from './0105_ledger_reversal_index';
import * as m0106 from './0106_bet_place_set';
import * as m0107 from './0107_bet_place_set_generic_plan';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_reference': m0002,
  '0003_site_config': m0003,
  '0010_feed': m0010,
  '0030_favourites': m0030,
  '0031_statistics': m0031,
  '0050_wallet_ledger': m0050,
  '0051_idempotency': m0051,
  '0060_auth_events_codes': m0060,
  '0061_outbox': m0061,
  '0062_accounts': m0062,
  '0063_registration_fields': m0063,
  '0070_bets': m0070,
  '0071_coupons': m0071,
  '0072_bet_accept': m0072,
  '0080_payments': m0080,
  '0081_sandbox_psp': m0081,
  '0090_two_factor': m0090,
  '0091_security_questions': m0091,
  '0092_captcha': m0092,
  '0093_phone_changes': m0093,
  '0094_social_login': m0094,
  '0095_captcha_custom_vendor': m0095,
  '0096_pay_and_play': m0096,
  '0099_cookie_consents': m0099,
  '0100_analytics_events': m0100,
  '0101_bet_place': m0101,
  '0102_ledger_postings_unchecked': m0102,
  '0103_bet_session_check': m0103,
  '0104_bet_place_many': m0104,
  '0105_ledger_reversal_index': m0105,
  '0106_bet_place_set': m0106,
  '0107_bet_place_set_generic_plan': m0107,
};
