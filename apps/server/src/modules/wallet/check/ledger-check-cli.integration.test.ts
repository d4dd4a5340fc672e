import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { TEST_DATABASE_URL, databaseUrl } from '../../../../test/harness/test-env';

const CLI = path.join(import.meta.dirname, 'ledger-check.main.ts');
const TSX = createRequire(import.meta.url).resolve('tsx/cli');

function runCli(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TSX, CLI],
      { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** `npm run ledger:check` against a migrated PostgreSQL database whose ledger rows the test writes itself. */
describe('ledger:check on the command line [postgres]', () => {
  const name = `sb_t_cli_${randomBytes(5).toString('hex')}`;
  let client: pg.Client;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    await client.query(
      `insert into users (id, email, password_hash, created_at, updated_at) values (1, 'cli@test.local', 'x', now(), now())`,
    );
    await client.query(`insert into ledger_accounts (id, kind, user_id, currency, scale, floor_zero, tracks_balance, balance, created_at)
      values (1, 'wallet', 1, 'USD', 2, true, true, 500, now()), (2, 'adjustments', null, 'USD', 2, false, false, 0, now())`);
    await client.query(
      `insert into ledger_transactions (id, kind, created_at) values (7, 'adjustment.credit', now())`,
    );
    await client.query(
      `insert into ledger_postings (transaction_id, account_id, amount) values (7, 1, 500), (7, 2, -500)`,
    );
  });
  afterAll(async () => {
    await client?.end();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('exits 0 on a sound ledger, then 1 naming the transaction whose postings do not sum to zero', async () => {
    const sound = await runCli({ DATABASE_URL: databaseUrl(name) });
    expect(sound).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('ledger check: OK (1 transactions, 2 postings'),
    });

    await client.query(
      `insert into ledger_transactions (id, kind, created_at) values (8, 'adjustment.credit', now())`,
    );
    await client.query(
      `insert into ledger_postings (transaction_id, account_id, amount) values (8, 1, 300), (8, 2, -299)`,
    );
    await client.query(`update ledger_accounts set balance = 800 where id = 1`);
    const broken = await runCli({ DATABASE_URL: databaseUrl(name) });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('transaction 8: postings in USD sum to 1, not 0');
  });

  it('exits 2 when there is no database to check', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'sb-ledger-'));
    try {
      const result = await runCli({ DATA_DIR: empty });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('no database');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
