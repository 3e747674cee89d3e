import { inboxQuerySchema, inboxResponseSchema } from '@sehat/core/chat/admin-schemas';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../../../platform/cursors/offset-cursor';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Users for the chat inbox by filter, at-risk conversations first, then the latest',
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { filter, q, limit, cursor } = request.query;
      // The cursor is an opaque offset: the list's order changes as messages arrive anyway.
      const offset = decodeOffsetCursor(cursor, commonMessages.invalidInput);
      const [page, counts] = await Promise.all([
        app.chatInbox.list({ filter, viewerId: request.user!.id, q: q || undefined, limit, offset }),
        app.chatInbox.counts(request.user!.id),
      ]);
      return {
        users: page.users,
        counts,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + limit) : null,
      };
    },
  );
};

export default route;
