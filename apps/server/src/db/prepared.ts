import type { SQL } from 'drizzle-orm';
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

const dialect = new PgDialect();

/**
 * A hand-written statement (one Drizzle's builders cannot express), built and named once like
 * those above; `execute` binds its `sql.placeholder`s and answers its rows.
 */
export function preparedStatement<Row>(db: Db, name: string, statement: SQL) {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return {
    execute: async (values: Record<string, unknown>) => rowsOf<Row>(await prepared.execute(values)),
  };
}
