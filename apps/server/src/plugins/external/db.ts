import fp from 'fastify-plugin';
import type { Database, Db, DbKind } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

/** Exposes the Drizzle handle; the process that opened the database also closes it here. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    database.onConnectionError((error) => app.log.warn({ err: error }, 'idle database connection lost'));
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
