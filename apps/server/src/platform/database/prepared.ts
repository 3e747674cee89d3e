import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Statements Drizzle builds once per shape, which PostgreSQL then parses and plans once per
 * connection (ADR 95). A shape is whatever changes a statement's text (the viewer's kind, a
 * filter being there or not); the values that change per request are placeholders, bound by
 * `execute`. `prefix` and the shape name the statement, so names stay unique per connection.
 */
export function preparedShapes<P>(prefix: string): (shape: string, build: (name: string) => P) => P {
  const statements = new Map<string, P>();
  return (shape, build) => {
    let statement = statements.get(shape);
    if (statement === undefined) {
      statement = build(`${prefix}_${shape}`);
      statements.set(shape, statement);
    }
    return statement;
  };
}

/**
 * The name that prepares nothing: the protocol's unnamed statement. A statement built once per
 * shape and executed under it is planned on every execution, for the values it carries: right
 * where the best plan depends on them, as a search's does on its words (ADR 103).
 */
export const plannedEachTime = '';

const dialect = new PgDialect();

export interface PreparedStatement<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A hand-written statement (one Drizzle's builders cannot express), built and named once like
 * those above; `execute` binds its `sql.placeholder`s and answers its rows.
 */
export function preparedStatement<Row>(db: Db, name: string, statement: SQL): PreparedStatement<Row> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    execute: async (values: Record<string, unknown>) => rowsOf<Row>(await prepared.execute(values)),
  };
}

/**
 * A row limit written into a statement's text. Drizzle binds a number as a parameter, and
 * PostgreSQL's generic plan for `limit $n` assumes a tenth of the table, so it judges that plan
 * dear and plans the prepared statement again on every execution (ADR 98). Written out, the
 * generic plan knows the page is small and is kept. Each limit is a statement of its own: prepare
 * only the usual one (the default page), so a client cannot fill the statement cache.
 */
export function limitInText(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`Not a row limit: ${rows}`);
  // Drizzle's limit() takes an SQL chunk as it is (pg-core dialect); its type says number.
  return sql.raw(String(rows)) as unknown as number;
}
