import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/database';
import { PGliteDialect } from './pglite-dialect';

/** int8 columns hold money in minor units: both drivers hand them out as bigint, never as a rounded number. */
const INT8_OID = 20;
const parseInt8 = (value: string) => BigInt(value);

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function openPostgres(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Connections stay open: a new backend compiles the betting functions and plans their statements again,
    // and the first bet it runs takes about 40 ms instead of 3-6 (pg's default closes one idle for 10 s).
    idleTimeoutMillis: 0,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client can be cut off by the server (restart, failover, admin); the pool replaces it. Without a
  // listener that error would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** PGlite in `dataDir` (a file-backed database), in memory when dataDir is undefined, or from a dump. */
export async function openPGlite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { pglite: PGlite }> {
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [pgliteTypes.INT8]: parseInt8 },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', pglite, close: () => db.destroy() };
}

export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl)
    : openPGlite({ dataDir: path.join(settings.dataDir, 'pglite') });
}
