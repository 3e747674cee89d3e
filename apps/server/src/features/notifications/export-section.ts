import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notifications } from '../../db/schema/index';
import { presentNotification } from './presenter';

/** The person's notifications, read and unread, in the data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('notifications', async (user) => {
      const rows = await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(asc(notifications.id));
      return rows.map(presentNotification);
    });
  },
  { name: 'notifications-export', dependencies: ['db', 'data-export'] },
);
