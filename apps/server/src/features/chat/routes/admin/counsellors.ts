import { counsellorsResponseSchema } from '@sehat/core/chat/counsellor-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/counsellors',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'The admins a conversation can be handed to, with their presence and open conversations',
        response: { 200: counsellorsResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { counsellors: await app.chatInbox.counsellors() };
    },
  );
};

export default route;
