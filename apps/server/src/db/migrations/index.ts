import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
};
