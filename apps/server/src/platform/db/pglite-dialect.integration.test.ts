import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/harness/test-database';
import type { DatabaseHandle } from './create-database';
import { PGliteDialect } from './pglite-dialect';

describe.each(DATABASE_KINDS)('transactions on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await sql`create table tx_probe (id integer primary key, note text not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('keeps the writes of committed transactions only, when 20 run at once and half throw', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into tx_probe (id, note) values (${i}, 'first')`.execute(trx);
          // Yield between statements so transactions would interleave if they shared a session unguarded.
          await new Promise((resolve) => setTimeout(resolve, i % 3));
          await sql`update tx_probe set note = 'second' where id = ${i}`.execute(trx);
          if (i % 2 === 1) throw new Error(`abort ${i}`);
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    const rows = await sql<{ id: number; note: string }>`select id, note from tx_probe order by id`.execute(handle.db);
    expect(rows.rows).toEqual(
      Array.from({ length: 10 }, (_, k) => ({ id: k * 2, note: 'second' })),
    );
  });

  it('answers plain queries while no transaction runs, and int8 as bigint', async () => {
    const result = await sql<{ big: bigint }>`select 9007199254740993::int8 as big`.execute(handle.db);
    expect(result.rows[0]?.big).toBe(9007199254740993n);
  });
});

describe('the PGlite session lock', () => {
  it('fails a query that waits for a transaction holding the session, instead of hanging', async () => {
    const db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite(), { sessionWaitLimitMs: 300 }) });
    try {
      const outcome = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The mistake this guards against: the outer handle instead of `trx` inside the transaction.
        await sql`select 2`.execute(db);
      });
      await expect(outcome).rejects.toThrow(/PGlite session busy/);
      const after = await sql<{ n: number }>`select 3 as n`.execute(db);
      expect(after.rows[0]?.n).toBe(3);
    } finally {
      await db.destroy();
    }
  });
});
