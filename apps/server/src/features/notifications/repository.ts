import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notifications, type NotificationRow } from '../../db/schema/index';

export interface NotificationsRepository {
  /** The user's newest `limit + 1` notifications before id `beforeId` (for one page). */
  list(userId: number, limit: number, beforeId: number | undefined): Promise<NotificationRow[]>;
  unreadCount(userId: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: NotificationsRepository = {
      async list(userId, limit, beforeId) {
        return db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.inApp, true),
              beforeId !== undefined ? lt(notifications.id, beforeId) : undefined,
            ),
          )
          .orderBy(desc(notifications.id))
          .limit(limit + 1);
      },
      async unreadCount(userId) {
        const [row] = await db
          .select({ n: count() })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, userId),
              eq(notifications.inApp, true),
              isNull(notifications.readAt),
            ),
          );
        return row?.n ?? 0;
      },
    };
    app.decorate('notificationsRepository', repository);
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
