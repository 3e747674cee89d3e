import { notificationMessages } from '@sehat/core/notifications/messages';
import { notificationListQuerySchema, notificationPageSchema } from '@sehat/core/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { decodeIdCursor, pageOf } from '../../../platform/cursors/id-cursor';
import { presentNotification } from '../presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary: "The logged-in viewer's notifications, newest first, and how many are unread",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.user!;
      const { limit, cursor } = request.query;
      const beforeId = cursor ? decodeIdCursor(cursor, notificationMessages.invalidCursor) : undefined;
      const [rows, unread] = await Promise.all([
        app.notificationsRepository.list(viewer.id, limit, beforeId),
        app.notificationsRepository.unreadCount(viewer.id),
      ]);
      const { page, nextCursor } = pageOf(rows, limit);
      return { notifications: page.map(presentNotification), unread, nextCursor };
    },
  );
};

export default route;
