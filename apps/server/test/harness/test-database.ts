import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPGlite, openPostgres, type DatabaseHandle } from '../../src/platform/db/create-database';
import { TEST_DATABASE_URL, databaseUrl, testDatabasePrefix } from './test-env';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** A fresh, migrated database of the given kind; closing it also drops it (PostgreSQL). */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDumpFile'))]);
    return openPGlite({ loadDataDir: dump });
  }
  const template = inject('postgresTemplate');
  const name = `${testDatabasePrefix(template)}_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    // Two clones of one template at the same instant can collide on the template's lock: retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const handle = openPostgres(databaseUrl(name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(async (admin) => {
        // Sessions of the closed pool may still be on their way out; let them go before forcing the drop.
        for (let i = 0; i < 50; i++) {
          const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (open.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
