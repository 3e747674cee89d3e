import { adminUserCreateSchema } from '@sehat/core/admin/users/schemas';
import { userResponseSchema } from '@sehat/core/user/user-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { duplicateError, rethrowDuplicate } from '../../../../platform/accounts/user-conflicts';
import { presentUser } from '../../../../platform/accounts/user-presenter';
import { adminActorOf } from './actor';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a user or an admin',
        body: adminUserCreateSchema,
        response: { 201: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      const duplicates = await app.usersRepository.findDuplicates(fields);
      if (duplicates.length) throw duplicateError(duplicates);
      const passwordHash = await app.passwords.hash(password);
      const created = await app.adminUserCommands
        .create(adminActorOf(request), { ...fields, passwordHash })
        .catch(rethrowDuplicate);
      return reply.code(201).send({ user: presentUser(created) });
    },
  );
};

export default route;
