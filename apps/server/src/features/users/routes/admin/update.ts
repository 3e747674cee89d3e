import { adminUserIdParamsSchema, adminUserUpdateSchema } from '@sehat/core/admin/users/schemas';
import { userResponseSchema } from '@sehat/core/user/user-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { duplicateError, rethrowDuplicate } from '../../../../platform/accounts/user-conflicts';
import { presentUser } from '../../../../platform/accounts/user-presenter';
import { adminActorOf } from './actor';

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace a user's data; a new password or role ends that user's sessions",
        params: adminUserIdParamsSchema,
        body: adminUserUpdateSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { password, ...fields } = request.body;
      const duplicates = await app.usersRepository.findDuplicates(fields, id);
      if (duplicates.length) throw duplicateError(duplicates);
      const passwordHash = password === undefined ? undefined : await app.passwords.hash(password);
      const updated = await app.adminUserCommands
        .update(adminActorOf(request), id, { ...fields, ...(passwordHash ? { passwordHash } : {}) })
        .catch(rethrowDuplicate);
      return { user: presentUser(updated) };
    },
  );
};

export default route;
