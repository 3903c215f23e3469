import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * A hand-written statement for a hot path, as one named prepared statement: its text is built once (not by the
 * query builder on every request) and, on PostgreSQL, parsed and planned once per pooled connection (each has its
 * own drizzle handle, db/client.ts), then only bound and executed; behind a transaction-pooling pooler
 * (`Database.namedStatements` false) it goes unnamed, parsed with each execution. For what the query builder cannot say in one
 * statement (data-modifying CTEs) and is run per request. Values go through `sql.placeholder(name)`; rows come back
 * as the driver gives them: column names as written, timestamps as text (drizzle keeps them raw), int8 as numbers.
 */
export interface PreparedSql<V extends Record<string, unknown>, R> {
  readonly name: string;
  /** `named`: the database's `namedStatements`. */
  run(db: Db | Tx, values: V, named: boolean): Promise<R[]>;
}

const dialect = new PgDialect();
type Prepared = PgPreparedQuery<PreparedQueryConfig>;

export function preparedSql<V extends Record<string, unknown>, R>(name: string, statement: SQL): PreparedSql<V, R> {
  const query = dialect.sqlToQuery(statement);
  const handles = { named: new WeakMap<Db | Tx, Prepared>(), unnamed: new WeakMap<Db | Tx, Prepared>() };
  return {
    name,
    async run(db, values, named) {
      const cache = named ? handles.named : handles.unnamed;
      let prepared = cache.get(db);
      if (!prepared) {
        // '' = the unnamed statement, parsed with each execution.
        prepared = db._.session.prepareQuery(query, undefined, named ? name : '', false);
        cache.set(db, prepared);
      }
      const result = (await prepared.execute(values)) as { rows: R[] };
      return result.rows;
    },
  };
}
