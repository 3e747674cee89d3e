import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../paths';
import type { Database } from './client';
import { createPgListener } from './pg-listener';
import * as schema from '../../db/schema/index';

// An arbitrary constant: every instance takes the same advisory lock while migrating.
const MIGRATION_LOCK_ID = 7_302_118;

// A server that is down refuses at once; one that is unreachable must not hold requests for
// minutes of TCP retries: they fail after this and are answered 503.
const CONNECT_TIMEOUT_MS = 5_000;
const CLOSE_WAIT_MS = 3_000;

/**
 * How long a connection stays open with nothing to do, and how many stay whatever the quiet. A
 * new connection costs the database a process, a login, its catalog read again and every
 * statement planned again; node-postgres' 10 s closed them between the bursts of a quiet
 * evening or a class starting a test together, which all paid it (ADR 258).
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;
const CONNECTIONS_KEPT = 2;

/**
 * The pool over PostgreSQL (`DATABASE_URL`). The server imports this module only when it uses
 * PostgreSQL: its listener and migrator stay out of an embedded-database process (ADRs 93, 107).
 */
export function openPostgres(connectionString: string, max = 10): Database {
  const connectionErrorListeners = new Set<(error: Error) => void>();
  const poolOf = (config: pg.PoolConfig) => {
    const size = config.max ?? max;
    const pool = new pg.Pool({
      connectionString,
      max: size,
      min: Math.min(CONNECTIONS_KEPT, size),
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      ...config,
    });
    // A connection can die while checked out but between two statements (inside a transaction):
    // node-postgres then emits 'error' on that client, which would crash the process unheard.
    // Every client reports its errors here; the statement in progress fails on its own.
    pool.on('connect', (client) => {
      client.on('error', (error) => connectionErrorListeners.forEach((listener) => listener(error)));
    });
    // The pool re-emits an idle client's error, already reported by the client's own listener.
    pool.on('error', () => {});
    return pool;
  };
  const pool = poolOf({});
  const db = drizzlePg({ client: pool, schema });
  const listener = createPgListener(connectionString);
  return {
    kind: 'postgres',
    db,
    async migrate() {
      // Several instances may start together: only one migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    caughtUp: () => listener.caughtUp(),
    onConnectionError: (listener) => connectionErrorListeners.add(listener),
    async close() {
      await listener.close();
      // pool.end() resolves before its connections have closed; wait for them, so nothing (a test
      // dropping the database, a process exiting) cuts them off mid-goodbye, but not for ever:
      // a connection lost in a database restart may never say goodbye.
      const ended = (pool: pg.Pool) =>
        Promise.all([
          pool.end(),
          new Promise<void>((resolve) => {
            if (pool.totalCount === 0) resolve();
            pool.on('remove', () => pool.totalCount === 0 && resolve());
          }),
        ]);
      // pool.end() itself waits for checked-out clients: a query stuck on a half-dead
      // connection must not keep a stopping process alive either.
      await Promise.race([ended(pool), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
    },
  };
}
