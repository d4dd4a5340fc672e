import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/harness/test-database';
import type { DatabaseHandle } from './create-database';

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
