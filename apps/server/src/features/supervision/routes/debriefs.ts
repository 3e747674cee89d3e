import { debriefsResponseSchema } from '@sehat/core/supervision/care';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** `GET /api/admin/supervision/debriefs`: every debrief not yet held, overdue first (ADR 231). */
const debriefs: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('supervision'));

  app.get(
    '/debriefs',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: 'Debriefs owed after risky conversations and not yet held, the earliest due first',
        response: { 200: debriefsResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { debriefs: await app.staffCare.openDebriefs(null, new Date()) };
    },
  );
};

export default debriefs;
