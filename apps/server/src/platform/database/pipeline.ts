import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Writable } from 'node:stream';
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

/** A statement's text and its parameters, placeholders among them. */
type Prepared = ReturnType<PgDialect['sqlToQuery']>;

/** node-postgres' socket, which its queries write to (`connection.stream`, not typed). */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection?: { stream?: Partial<Pick<Writable, 'cork' | 'uncork'>> } }).connection
    ?.stream;

/**
 * The pipeline over `pool`, whose clients are made with `pipeline: true` (node-postgres sends a
 * query at once instead of waiting for the one before): one round trip where two would wait for
 * each other (ADR 250).
 */
export function pipelineOver(pool: pg.Pool): Pipeline {
  // Building a statement's text walks its whole SQL tree: once per statement, not per request.
  const texts = new WeakMap<SQL, Prepared>();
  const queryOf = ({ name, statement, values }: PipelinedStatement): pg.QueryConfig => {
    let prepared = texts.get(statement);
    if (!prepared) texts.set(statement, (prepared = dialect.sqlToQuery(statement)));
    return { name, text: prepared.sql, values: fillPlaceholders(prepared.params, values) };
  };
  return async <First, Second>(first: PipelinedStatement, second: PipelinedStatement) => {
    const client = await pool.connect();
    try {
      // Both statements in one write to the socket: each write wakes the database's process,
      // and on 2 cores the waking costs more than the bytes (ADR 252).
      const socket = socketOf(client);
      socket?.cork?.();
      let sent: [Promise<pg.QueryResult>, Promise<pg.QueryResult>];
      try {
        sent = [client.query(queryOf(first)), client.query(queryOf(second))];
      } finally {
        socket?.uncork?.();
      }
      const [one, two] = await Promise.allSettled(sent);
      if (one.status === 'rejected') throw one.reason;
      if (two.status === 'rejected') throw two.reason;
      return [one.value.rows as First[], two.value.rows as Second[]];
    } finally {
      client.release();
    }
  };
}
