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
};
