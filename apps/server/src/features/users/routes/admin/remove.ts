import { adminUserIdParamsSchema } from '@sehat/core/admin/users/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { adminActorOf } from './actor';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a user and all of their data (sessions, files, posts, chats, results)',
        params: adminUserIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.adminUserCommands.remove(adminActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default route;
