import { programFlagListSchema } from '@sehat/core/programs/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** The newest flags the list shows; older ones stay on their enrolments. */
const FLAGS_MAX = 200;

/**
 * `/api/admin/programs/flags`: people whose measures call for a counsellor (crisis,
 * deterioration, not on track). Counsellors and up: it sits with the inbox.
 */
const adminFlags: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('inbox'));

  app.get(
    '/flags',
    {
      schema: {
        tags: ['admin', 'programs'],
        summary: 'Self-help participants flagged for a counsellor, newest first, one row per reason',
        response: { 200: programFlagListSchema, ...errorResponses },
      },
    },
    async () => {
      const rows = await app.programRepository.flagged(FLAGS_MAX);
      return {
        items: rows.flatMap((row) =>
          row.flags.map((reason) => ({
            user: { id: row.userId, username: row.username },
            code: row.code,
            reason,
            at: row.flaggedAt.toISOString(),
          })),
        ),
      };
    },
  );
};

export default adminFlags;
