import { moderationLogPageSchema, moderationLogQuerySchema } from '@sehat/core/forum/moderation-contract';
import { forumMessages } from '@sehat/core/forum/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { decodeIdCursor, pageOf } from '../../../../platform/cursors/id-cursor';
import { presentLogEntry } from '../../moderation-presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/log',
    {
      schema: {
        tags: ['admin', 'forum'],
        summary: 'Who kept, hid or deleted which forum item, and when; newest first',
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const beforeId = cursor ? decodeIdCursor(cursor, forumMessages.invalidCursor) : undefined;
      const { page, nextCursor } = pageOf(await app.moderationLog.list({ limit, beforeId }), limit);
      return { entries: page.map(presentLogEntry), nextCursor };
    },
  );
};

export default route;
