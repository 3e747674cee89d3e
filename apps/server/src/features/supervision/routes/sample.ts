import { reportQuerySchema } from '@sehat/core/reports/schemas';
import { sampleResponseSchema } from '@sehat/core/supervision/sample';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** `GET /api/admin/supervision/sample`: the period's conversations to review (supervisor, admin). */
const sample: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('supervision'));

  app.get(
    '/sample',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary:
          'Every risky conversation resolved in the period and a stable 10 % sample of the rest, risky first, with whether each is reviewed',
        querystring: reportQuerySchema,
        response: { 200: sampleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { timezone } = await app.serviceHours.current();
      return { conversations: await app.reviewSample.of(request.query, timezone) };
    },
  );
};

export default sample;
