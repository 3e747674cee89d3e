import { checkinMessages } from '@sehat/core/checkins/messages';
import { adminCheckinPageSchema, adminCheckinQuerySchema } from '@sehat/core/checkins/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../../../platform/cursors/offset-cursor';
import { errorResponses } from '../../../../platform/http/error-body';
import { presentAdminCheckin } from '../../presenter';

/** `/api/admin/checkins`: what the counsellors follow up: check-ins past due, and answers. */
const adminCheckins: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('checkins'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'checkins'],
        summary: 'Check-ins past due and unanswered (status=due) or answered, newest first',
        querystring: adminCheckinQuerySchema,
        response: { 200: adminCheckinPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const offset = decodeOffsetCursor(cursor, checkinMessages.invalidCursor);
      const rows = await app.checkinRepository.adminPage(status, limit, offset);
      return {
        items: rows.slice(0, limit).map(presentAdminCheckin),
        nextCursor: rows.length > limit ? encodeOffsetCursor(offset + limit) : null,
      };
    },
  );
};

export default adminCheckins;
