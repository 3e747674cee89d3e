import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { assertChannelName, type NotificationHandlers, type Unlisten } from './notifications';
import { createPglite } from './pglite';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** One handle over either driver: the rest of the server only sees `db` (Drizzle). */
export interface Database {
  kind: DbKind;
  db: Db;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (PostgreSQL NOTIFY; `select pg_notify(...)` sends). Resolves once
   * listening, or once a failed attempt was reported through `onError` and a retry scheduled.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  /**
   * Reports a pooled connection that failed while idle (the server restarted or went away).
   * The pool drops it and the next query connects afresh; unreported, it would crash the process.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * PGlite only: its own gzipped tar of the data folder, taken in one synchronous step between
   * two statements, so it holds every committed transaction (restored like after a crash).
   */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * The embedded database through node-postgres, over PGlite's own protocol adapter: a named
 * statement is parsed and planned once, as on PostgreSQL (ADRs 95, 107). PGlite has one
 * connection, so the pool has one client; whatever else talks to the PGlite instance (LISTEN,
 * the dump) holds that client, so nothing runs between the pool's protocol messages.
 */
export function pgliteDatabase(client: PGlite): Database {
  const config = createPgConfig(client);
  // node-postgres passes a query's type parsers to Parse as `types`, where its own serializer
  // reads only an array of parameter types; PGlite's adapter iterates whatever it is given. We
  // never give parameter types.
  const parse = config.connection.parse.bind(config.connection);
  config.connection.parse = (query: object) => parse({ ...query, types: undefined });
  const pool = new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
  const db = drizzlePg({ client: pool, schema });
  const holdingTheConnection = async <T>(work: () => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      return await work();
    } finally {
      connection.release();
    }
  };
  return {
    kind: 'pglite',
    db,
    // Before anything else uses the database: straight on PGlite, in its own transaction.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir }),
    // PGlite is one in-process connection: it never drops, so onReconnect is never needed.
    async listen(channel, handlers) {
      assertChannelName(channel);
      const unlisten = await holdingTheConnection(() =>
        client.listen(channel, (payload) => handlers.onNotify(payload)),
      );
      // After the client closed there is nothing left to stop.
      return () => holdingTheConnection(unlisten).catch(() => {});
    },
    onConnectionError: () => {},
    dumpDataDir: () =>
      holdingTheConnection(
        async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      ),
    async close() {
      await pool.end();
      await client.close();
    },
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await createPglite(dataDir));
}
