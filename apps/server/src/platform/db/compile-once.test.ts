import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnce } from './compile-once';

interface Tables {
  sessions: { id: string; user_id: number; token_hash: string; expires_at: Date };
}

// Compiling needs no database: Kysely's dummy driver with the PostgreSQL compiler both drivers use.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const built = (v: { hash: string; at: Date }) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('expires_at', '>', v.at)
    .where('token_hash', '=', v.hash)
    .where('user_id', '>', 0);

describe('compileOnce', () => {
  it('runs the built query with each call’s values in their places, constants kept', () => {
    const query = compileOnce(['hash', 'at'], (kysely: Kysely<Tables>, v: { hash: string; at: Date }) =>
      kysely
        .selectFrom('sessions')
        .select(['id', 'user_id'])
        .where('expires_at', '>', v.at)
        .where('token_hash', '=', v.hash)
        .where('user_id', '>', 0),
    );
    for (const values of [
      { hash: 'first', at: new Date(1) },
      { hash: 'second', at: new Date(2) },
    ]) {
      const expected = built(values).compile();
      const compiled = query(db, values);
      expect(compiled.sql).toBe(expected.sql);
      expect(compiled.parameters).toEqual(expected.parameters);
    }
  });

  it('refuses a value that does not end up as one of the query’s values', () => {
    const query = compileOnce(['ids'], (kysely: Kysely<Tables>, v: { ids: number }) =>
      kysely
        .selectFrom('sessions')
        .select('id')
        .$if(typeof v.ids === 'number', (q) => q.where('user_id', '=', v.ids)),
    );
    expect(() => query(db, { ids: 1 })).toThrow(/must be a value of the query/);
  });
});
