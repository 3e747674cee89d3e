import { liveConsoleLimit, liveResponseSchema } from '@sehat/core/supervision/live';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** `/api/admin/supervision`: for supervisors and admins (api.md "Roles and supervision"). */
const live: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('supervision'));

  app.get(
    '/live',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: 'Every open conversation with its risk, wait, assignee and last message, risky first',
        response: { 200: liveResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { conversations: await app.chatInbox.live(liveConsoleLimit) };
    },
  );
};

export default live;
