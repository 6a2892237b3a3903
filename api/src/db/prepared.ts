import { createQueryId, sql, type Compilable, type CompiledQuery, type RawBuilder } from 'kysely';
import type { Executor } from './connection.js';

/** Where a prepared statement's value number `index` goes; the value itself comes with each run. */
class Slot {
  constructor(readonly index: number) {}
}

/** The place of a statement's value number `index` (from 0) in a query given to {@link preparedStatement}. */
export function slot<T>(index: number): RawBuilder<T> {
  return sql<T>`${new Slot(index)}`;
}

/**
 * A Kysely query sent as the named prepared statement `name`, planned once per connection of the server
 * (`PreparingClient` in connection.ts; planning a join of offers took 0.3 ms, running it 0.1 ms) and built and
 * compiled once per database (doing so on every call took 20–70 µs of the API's time, as much as the server's
 * run). Its values are `slot(i)`s, given at each run in that order; values written in the query (`true`) stay.
 * So a name always stands for one text: a list is one value (`= any(${slot<number[]>(1)}::int8[])`), never an
 * `in (…)` whose length varies; and the query names its columns (a prepared `*` fails once a migration adds a
 * column). Give the values' types first: `preparedStatement<[userId: number]>()('name', (db) => …)`.
 */
export function preparedStatement<Values extends readonly unknown[]>() {
  return <R>(name: string, build: (db: Executor) => Compilable<R>) => {
    const compiled = new WeakMap<Executor, CompiledQuery<R>>();
    return async (db: Executor, ...values: Values): Promise<R[]> => {
      let query = compiled.get(db);
      if (query === undefined) {
        const built = build(db).compile();
        query = { ...built, sql: `/* prepared:${name} */ ${built.sql}` };
        compiled.set(db, query);
      }
      const parameters = query.parameters.map((value) =>
        value instanceof Slot ? values[value.index] : value,
      );
      const { rows } = await db.executeQuery<R>({ ...query, parameters, queryId: createQueryId() });
      return rows;
    };
  };
}
