import { adminUserListQuerySchema, adminUserListSchema } from '@sehat/core/admin/users/schemas';
import { adminUserMessages } from '@sehat/core/admin/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { decodeIdCursor } from '../../../../platform/cursors/id-cursor';
import { presentUser } from '../../../../platform/accounts/user-presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first; q searches name, username, email and id',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { q, limit, cursor } = request.query;
      const beforeId = cursor ? decodeIdCursor(cursor, adminUserMessages.invalidCursor) : undefined;
      const { rows, total, nextCursor } = await app.adminUsersRepository.list({ q, limit, beforeId });
      return { users: rows.map(presentUser), total, nextCursor };
    },
  );
};

export default route;
