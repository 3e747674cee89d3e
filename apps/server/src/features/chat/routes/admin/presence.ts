import { presenceResponseSchema, presenceUpdateSchema } from '@sehat/core/chat/counsellor-service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';

/**
 * /api/admin/presence: a counsellor's own presence, chosen in the admin header and renewed by
 * each open admin tab (docs/decisions/0191). Always the caller's: no body names anyone else.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('inbox'));
  app.put(
    '/presence',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "Set or renew the caller's presence (online, away, offline)",
        body: presenceUpdateSchema,
        response: { 200: presenceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { presence: await app.counsellorPresence.update(request.user!.id, request.body) };
    },
  );
};

export default route;
