import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_reference';
import * as m0003 from './0003_site_config';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_reference': m0002,
  '0003_site_config': m0003,
};
