import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // PGlite is one in-process connection: it never drops, so onReconnect is never needed.
    async listen(channel, handlers) {
      assertChannelName(channel);
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      // After the client closed there is nothing left to stop.
      return () => unlisten().catch(() => {});
    },
    onConnectionError: () => {},
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer()),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await createPglite(dataDir));
}
