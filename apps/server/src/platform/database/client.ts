import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../paths';
import { quotedChannel, type NotificationHandlers, type Unlisten } from './notifications';
import type { PgliteEngine } from './pglite-engine';
import { pglitePoolConfig } from './pglite-socket';
import { startPgliteWorker } from './pglite-worker-engine';
import * as schema from '../../db/schema/index';

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
   * Resolves once every notification committed before the call has reached the subscribers
   * (their onNotify has run); rejects when that cannot be known (the listener is lost or hung).
   */
  caughtUp(): Promise<void>;
  /**
   * Reports a pooled connection that failed while idle (the server restarted or went away).
   * The pool drops it and the next query connects afresh; unreported, it would crash the process.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * PGlite only: its own gzipped tar of the data folder, taken in one synchronous step between
   * two statements while no transaction is open, so it holds every committed transaction.
   */
  dumpDataDir?(): Promise<Uint8Array>;
  /**
   * The embedded database only: throws unless this process still holds the data folder (see
   * DataDirLock.confirm). Statements check it themselves; answers check it before they leave.
   */
  confirmWriter?(): void;
  close(): Promise<void>;
}

/**
 * The embedded database through node-postgres, on sockets whose far end is PGlite (ADRs 107,
 * 108), in this thread or in its own (ADR 209): a named statement is parsed and planned once, as
 * on PostgreSQL (ADR 95), and a statement is one call into PGlite. PGlite has one session, which
 * the pool's clients share (ADR 254): a transaction keeps it to its client until it ends.
 */
export function pgliteDatabase(engine: PgliteEngine, confirmWriter?: () => void): Database {
  const pool = new pg.Pool({ ...pglitePoolConfig(engine, confirmWriter), idleTimeoutMillis: 0 });
  const db = drizzlePg({ client: pool, schema });
  const subscribers = new Map<string, Set<NotificationHandlers>>();
  pool.on('connect', (connection) =>
    connection.on('notification', ({ channel, payload }) =>
      subscribers.get(channel)?.forEach((handlers) => handlers.onNotify(payload ?? '')),
    ),
  );
  return {
    kind: 'pglite',
    db,
    // Through the pool, as on PostgreSQL: PGlite's thread then loads nothing but PGlite.
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    // PGlite is one in-process connection: it never drops, so onReconnect is never needed.
    async listen(channel, handlers) {
      const quoted = quotedChannel(channel);
      const listening = subscribers.get(channel) ?? new Set();
      subscribers.set(channel, listening);
      listening.add(handlers);
      const stop = async () => {
        if (!listening.delete(handlers) || listening.size > 0) return;
        subscribers.delete(channel);
        // After the database closed there is nothing left to stop.
        await pool.query(`unlisten ${quoted}`).catch(() => {});
      };
      if (listening.size === 1)
        await pool.query(`listen ${quoted}`).catch(async (error: unknown) => {
          await stop();
          throw error;
        });
      return stop;
    },
    // Every client hears the session's notifications: PGlite sends a commit's in the same
    // answer, so they have been handled before the committing statement resolves.
    caughtUp: async () => {},
    onConnectionError: () => {},
    ...(confirmWriter ? { confirmWriter } : {}),
    dumpDataDir: () => engine.dump(),
    async close() {
      await pool.end();
      await engine.close();
    },
  };
}

export interface PgliteOptions {
  /** Runs before each statement (the data folder's lock). */
  confirmWriter?: () => void;
  /** Hears once if the database's thread stops before `close`. */
  onLost?: (reason: string) => void;
}

/** The embedded database in `dataDir`, in a worker thread of its own (ADR 209). */
export async function openPglite(
  dataDir: string,
  { confirmWriter, onLost }: PgliteOptions = {},
): Promise<Database> {
  return pgliteDatabase(await startPgliteWorker(dataDir, onLost), confirmWriter);
}
