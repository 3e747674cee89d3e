import { inboxQuerySchema, inboxResponseSchema } from '@sehat/core/chat/admin-schemas';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../lib/error-body';
import { badRequest } from '../../../../lib/errors';

/** The cursor is an opaque offset: the list's order changes as messages arrive anyway. */
const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw badRequest(commonMessages.invalidInput, { cursor: commonMessages.invalidInput });
  return Number(match[1]);
}

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Users for the chat inbox (all or with unread messages), latest conversation first',
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filter, q, limit, cursor } = request.query;
      const offset = decodeCursor(cursor);
      const [page, counts] = await Promise.all([
        app.chatInbox.list({ filter, q: q || undefined, limit, offset }),
        app.chatInbox.counts(),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        users: page.users,
        counts,
        nextCursor: page.hasMore ? encodeCursor(offset + limit) : null,
      };
    },
  );
};

export default route;
