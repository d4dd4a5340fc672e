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

describe('PGlite statements prepared once per session', () => {
  let db: Kysely<unknown>;
  beforeAll(async () => {
    db = new Kysely<unknown>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table prepared_probe (id integer primary key, tags text[] not null, doc jsonb not null,
      big bigint not null, at timestamptz not null, flag boolean)`.execute(db);
  });
  afterAll(() => db.destroy());

  const insert = (
    id: number,
    values: { tags: string[]; doc: object; big: bigint; at: Date; flag: boolean | null },
  ) =>
    sql`insert into prepared_probe values (${id}, ${values.tags}, ${JSON.stringify(values.doc)}, ${values.big},
      ${values.at}, ${values.flag})`.execute(db);

  it('serialises each run by the parameter types, the same text running again with new values', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await insert(1, { tags: ['a', 'b,c'], doc: { n: 1 }, big: 9007199254740993n, at, flag: true });
    await insert(2, { tags: [], doc: [1, 'x'], big: -1n, at, flag: null });
    const rows =
      await sql`select id, tags, doc, big::text as big, at, flag from prepared_probe order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, tags: ['a', 'b,c'], doc: { n: 1 }, big: '9007199254740993', at, flag: true },
      { id: 2, tags: [], doc: [1, 'x'], big: '-1', at, flag: null },
    ]);
  });

  it('keeps a statement prepared in a rolled-back transaction usable', async () => {
    const count = (id: number) =>
      sql<{ n: number }>`select count(*)::int as n from prepared_probe where id = ${id}`;
    await expect(
      db.transaction().execute(async (trx) => {
        await count(1).execute(trx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await count(1).execute(db)).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when a schema change altered its result', async () => {
    const all = () => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(db);
    expect(Object.keys((await all()).rows[0]!)).not.toContain('note');
    await sql`alter table prepared_probe add column note text`.execute(db);
    expect((await all()).rows[0]).toMatchObject({ id: 1, note: null });
  });
});
