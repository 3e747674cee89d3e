import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** A named statement (`preparedStatement`'s) and the values of its placeholders. */
export interface PipelinedStatement {
  name: string;
  statement: SQL;
  values: Record<string, unknown>;
}

/**
 * Two statements sent together on one connection, before the first is answered: each is its own
 * transaction (each ends in its own Sync), the second starting once the first has committed.
 * Answers both statements' rows; throws the first failure once both have been answered.
 */
export type Pipeline = <First, Second>(
  first: PipelinedStatement,
  second: PipelinedStatement,
) => Promise<[First[], Second[]]>;

const dialect = new PgDialect();

const queryOf = ({ name, statement, values }: PipelinedStatement): pg.QueryConfig => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { name, text, values: fillPlaceholders(params, values) };
};

/**
 * The pipeline over `pool`, whose clients are made with `pipeline: true` (node-postgres sends a
 * query at once instead of waiting for the one before): one round trip where two would wait for
 * each other (ADR 250).
 */
export function pipelineOver(pool: pg.Pool): Pipeline {
  return async <First, Second>(first: PipelinedStatement, second: PipelinedStatement) => {
    const client = await pool.connect();
    try {
      const [one, two] = await Promise.allSettled([
        client.query(queryOf(first)),
        client.query(queryOf(second)),
      ]);
      if (one.status === 'rejected') throw one.reason;
      if (two.status === 'rejected') throw two.reason;
      return [one.value.rows as First[], two.value.rows as Second[]];
    } finally {
      client.release();
    }
  };
}
