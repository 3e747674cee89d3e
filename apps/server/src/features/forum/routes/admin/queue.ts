import { moderationPageSchema, moderationQuerySchema } from '@sehat/core/forum/moderation-contract';
import { forumMessages } from '@sehat/core/forum/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../../../platform/cursors/offset-cursor';
import { presentModerationItem } from '../../moderation-presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'forum'],
        summary: 'Reported and crisis-language items: open (risk first, then newest) or closed',
        querystring: moderationQuerySchema,
        response: { 200: moderationPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, limit, cursor } = request.query;
      const offset = decodeOffsetCursor(cursor, forumMessages.invalidCursor);
      const page = await app.moderationQueue.list(status, { limit, offset });
      return {
        items: page.rows.map((row) => presentModerationItem(row, page.reports)),
        total: page.total,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + limit) : null,
      };
    },
  );
};

export default route;
