import { markNotificationsReadSchema } from '@sehat/core/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/read',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "Mark the viewer's notifications read: those in `ids`, or all of them without `ids`. Ids of other people's notifications change nothing",
        body: markNotificationsReadSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.user!;
      await app.db.transaction((tx) => app.notifier.markRead(tx, viewer.id, request.body.ids));
      return reply.code(204).send(null);
    },
  );
};

export default route;
