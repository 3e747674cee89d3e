import { adminUserIdParamsSchema } from '@sehat/core/admin/users/schemas';
import { adminResetLinkSchema } from '@sehat/core/auth/recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { adminActorOf } from './actor';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/password-reset-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'A one-time password-reset link to hand to the user (audited; works without e-mail)',
        params: adminUserIdParamsSchema,
        response: { 201: adminResetLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { link, expiresAt } = await app.adminUserCommands.issueResetLink(
        adminActorOf(request),
        request.params.id,
      );
      return reply.code(201).send({ link, expiresAt: expiresAt.toISOString() });
    },
  );
};

export default route;
