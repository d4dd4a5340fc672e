import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPGlite, openPostgres } from '../../src/platform/db/create-database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { TEST_DATABASE_URL, databaseUrl, testDatabasePrefix } from './test-env';

/**
 * Migrates once per run: a PGlite dump every test file loads (0.4 s instead of a 2.5 s fresh PGlite) and a
 * PostgreSQL template database every test file clones. Each test file then owns fresh databases.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-test-'));

  const pglite = await openPGlite();
  await migrateToLatest(pglite.db);
  const dump = await pglite.pglite.dumpDataDir('none');
  const dumpFile = path.join(dir, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteDumpFile', dumpFile);

  const template = `sb_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const templateDb = openPostgres(databaseUrl(template), 2);
  await migrateToLatest(templateDb.db);
  await templateDb.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1 or datname = $2',
      [`${testDatabasePrefix(template)}%`, template],
    );
    for (const { datname } of leftovers.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  };
}
