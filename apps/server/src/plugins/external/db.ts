import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db, DbKind } from '../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** Answers once the database does: throws while it cannot be reached. */
    pingDatabase(): Promise<void>;
  }
}

/** Exposes the Drizzle handle; the process that opened the database also closes it here. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('pingDatabase', async () => {
      await database.db.execute(sql`select 1`);
    });
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'db' },
);
