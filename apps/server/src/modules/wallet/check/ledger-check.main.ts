/**
 * `npm run ledger:check`: verifies the ledger of DATABASE_URL, or else of the PGlite database in DATA_DIR
 * (./data), and exits 0 when it holds, 1 naming each breach, 2 when it could not check. A PGlite database can be
 * opened by one process only: stop the server first, or ask it instead (GET /ops-api/ledger/check).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openPGlite, openPostgres, type DatabaseHandle } from '../../../platform/db/create-database';
import { checkLedger, describeBreach } from './ledger-check';

function openFromEnvironment(): Promise<DatabaseHandle> | DatabaseHandle {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url, 2);
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || './data'), 'pglite');
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`no database: neither DATABASE_URL nor ${dataDir}`);
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new Error(`${dataDir} is open in a running server: stop it, or call GET /ops-api/ledger/check`);
  }
  return openPGlite({ dataDir });
}

async function main(): Promise<number> {
  let handle: DatabaseHandle;
  try {
    handle = await openFromEnvironment();
  } catch (error) {
    console.error(`ledger check: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  try {
    const report = await checkLedger(handle.db, new Date());
    const totals = `${report.transactions} transactions, ${report.postings} postings, ${report.accounts} accounts`;
    if (report.ok) {
      console.log(`ledger check: OK (${totals})`);
      return 0;
    }
    console.error(`ledger check: ${report.breaches.length} breach(es) in ${totals}`);
    for (const breach of report.breaches) console.error(`  ${describeBreach(breach)}`);
    return 1;
  } catch (error) {
    console.error(`ledger check failed: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
