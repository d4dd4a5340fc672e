import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Stands for a named value while the query is compiled; the compiled parameters keep it in its place. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A query built and compiled by Kysely once, then run with new values: building and compiling a select with
 * a join costs tens of microseconds, as much as the rest of the request's own work for a statement that runs
 * on every request (the session lookup, the active account). The query's shape must not depend on the values:
 * each named value may only be used as a value of the query (not in an `in` list, not to choose a branch). The
 * SQL is exactly the built query's; `db` builds it the first time and is otherwise unused (run the query on
 * whichever handle or transaction you like).
 */
export function compileOnce<DB, V extends Record<string, unknown>, R>(
  names: readonly (keyof V & string)[],
  build: (db: Kysely<DB>, values: V) => Compilable<R>,
): (db: Kysely<DB>, values: V) => CompiledQuery<R> {
  let compiled: CompiledQuery<R> | undefined;
  return (db, values) => {
    if (!compiled) {
      const slots = Object.fromEntries(names.map((name) => [name, new Slot(name)])) as unknown as V;
      const query = build(db, slots).compile();
      const placed = new Set(
        query.parameters.filter((value) => value instanceof Slot).map((slot) => slot.name),
      );
      if (names.some((name) => !placed.has(name)))
        throw new Error(`compileOnce: each of ${names.join(', ')} must be a value of the query`);
      compiled = query;
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? values[value.name] : value,
    );
    return { ...compiled, parameters };
  };
}
