import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db, DbKind } from '../database/client';
import { rateLimits } from '../../db/schema/index';

// One row every instance overwrites. Housekeeping may prune it; the next probe writes it again.
const PROBE_KEY = 'health-probe';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** Writes one row that holds no user data: throws while the database cannot be reached or written. */
    probeDatabaseWrite(): Promise<void>;
  }
}

/** Exposes the Drizzle handle; the process that opened the database also closes it here. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('probeDatabaseWrite', async () => {
      await database.db
        .insert(rateLimits)
        .values({ key: PROBE_KEY, count: 0, resetAt: sql`now()` })
        .onConflictDoUpdate({ target: rateLimits.key, set: { resetAt: sql`now()` } });
    });
    database.onConnectionError((error) => app.log.warn({ err: error }, 'idle database connection lost'));
    // A process that lost its embedded database's folder (it stalled, another took over) stops
    // before any answer leaves: not one more write is acknowledged.
    const { confirmWriter } = database;
    if (confirmWriter) app.addHook('onSend', async () => confirmWriter());
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
