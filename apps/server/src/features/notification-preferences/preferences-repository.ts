import type { NotificationKind } from '@sehat/core/notifications/limits';
import {
  withDefaults,
  type ChannelPreferences,
  type NotificationPreferences,
} from '@sehat/core/notification-preferences/schemas';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notificationPreferences, users } from '../../db/schema/index';
import type { Db } from '../../platform/database/client';

export interface NotificationPreferencesRepository {
  /** Every kind's channels: the stored choices over core's defaults. */
  of(executor: Db, userId: number): Promise<NotificationPreferences>;
  /** One kind's channels (inside the notifier's transaction). */
  ofKind(executor: Db, userId: number, kind: NotificationKind): Promise<ChannelPreferences>;
  save(userId: number, preferences: NotificationPreferences): Promise<void>;
  /** Turns one channel of one kind off (an unsubscribe link). */
  turnOff(userId: number, kind: NotificationKind, channel: 'email'): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationPreferences: NotificationPreferencesRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const rowsOf = (executor: Db, userId: number) =>
      executor.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

    const repository: NotificationPreferencesRepository = {
      async of(executor, userId) {
        const rows = await rowsOf(executor, userId);
        return withDefaults(
          Object.fromEntries(rows.map((r) => [r.kind, { inApp: r.inApp, push: r.push, email: r.email }])),
        );
      },
      async ofKind(executor, userId, kind) {
        const [row] = await executor
          .select()
          .from(notificationPreferences)
          .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
        return withDefaults(row ? { [kind]: { inApp: row.inApp, push: row.push, email: row.email } } : {})[
          kind
        ];
      },
      async save(userId, preferences) {
        const values = Object.entries(preferences).map(([kind, channels]) => ({
          userId,
          kind: kind as NotificationKind,
          ...channels,
        }));
        await db
          .insert(notificationPreferences)
          .values(values)
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: {
              inApp: sql`excluded.in_app`,
              push: sql`excluded.push`,
              email: sql`excluded.email`,
              updatedAt: sql`now()`,
            },
          });
      },
      async turnOff(userId, kind, channel) {
        // A link in an old mail may outlive its account: then there is nothing to turn off.
        const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!account) return;
        const current = await repository.of(db, userId);
        await repository.save(userId, { ...current, [kind]: { ...current[kind], [channel]: false } });
      },
    };
    app.decorate('notificationPreferences', repository);
  },
  { name: 'notification-preferences-repository', dependencies: ['db'] },
);
