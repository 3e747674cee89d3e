import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database, Db } from '../database/client';
import type { Unlisten } from '../database/notifications';

export interface BusSubscriber {
  onNotify(payload: string): void;
  /** Notifications may have been missed (the listening connection dropped): catch up. */
  onReconnect?(): void;
}

export interface EventBus {
  /** Receives every NOTIFY on `channel`, sent by any app instance on the same database. */
  subscribe(channel: string, subscriber: BusSubscriber): Promise<() => Promise<void>>;
  /** Resolves once this instance has heard every notification committed before the call (Database.caughtUp). */
  caughtUp(): Promise<void>;
}

/** Anything that runs SQL: the database handle or an open transaction. */
export type SqlExecutor = Pick<Db, 'execute'>;

/**
 * Sends a notification. Inside a transaction PostgreSQL delivers it on commit (and drops it
 * on rollback), so listeners never hear of rows they cannot read yet.
 */
export async function notify(executor: SqlExecutor, channel: string, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

declare module 'fastify' {
  interface FastifyInstance {
    eventBus: EventBus;
  }
}

/**
 * The realtime backbone: PostgreSQL LISTEN/NOTIFY on both drivers, so every instance behind
 * a load balancer hears what any other one sends. Subscriptions end when the app closes.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    const active = new Set<Unlisten>();
    const bus: EventBus = {
      async subscribe(channel, subscriber) {
        const unlisten = await database.listen(channel, {
          onNotify: (payload) => {
            try {
              subscriber.onNotify(payload);
            } catch (error) {
              app.log.error({ err: error, channel }, 'notification handler failed');
            }
          },
          onReconnect: () => {
            app.log.info({ channel }, 'listening again after a lost database connection');
            subscriber.onReconnect?.();
          },
          onError: (error) => app.log.warn({ err: error, channel }, 'database listener connection failed'),
        });
        active.add(unlisten);
        return async () => {
          active.delete(unlisten);
          await unlisten();
        };
      },
      caughtUp: () => database.caughtUp(),
    };
    app.decorate('eventBus', bus);
    app.addHook('onClose', async () => {
      await Promise.all([...active].map((unlisten) => unlisten()));
      active.clear();
    });
  },
  { name: 'event-bus', dependencies: ['db'] },
);
