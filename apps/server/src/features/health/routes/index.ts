import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthProblem } from './checks';

const dbKind = z.enum(['pglite', 'postgres']);

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and takes a write, the upload folder takes a file',
        response: {
          200: z.object({ status: z.literal('ok'), db: dbKind }),
          503: z.object({
            status: z.literal('unavailable'),
            db: dbKind,
            reason: z.enum([
              'shutting-down',
              'database-unreachable',
              'database-unwritable',
              'storage-unwritable',
            ]),
          }),
        },
      },
    },
    async (_request, reply) => {
      const problem = await healthProblem(app);
      if (problem) return reply.code(503).send({ status: 'unavailable', db: app.dbKind, reason: problem });
      return { status: 'ok' as const, db: app.dbKind };
    },
  );
};

export default health;
