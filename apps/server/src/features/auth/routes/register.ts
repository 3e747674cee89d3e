import { registerBodySchema } from '@sehat/core/auth/schemas';
import { privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import { userResponseSchema } from '@sehat/core/user/user-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { duplicateError, rethrowDuplicate } from '../../../platform/accounts/user-conflicts';
import { presentUser } from '../../../platform/accounts/user-presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and log in',
        body: registerBodySchema,
        response: { 201: userResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce('register', { ip: request.ip });

      const body = request.body;
      const duplicates = await app.usersRepository.findDuplicates(body);
      if (duplicates.length) throw duplicateError(duplicates);

      const passwordHash = await app.passwords.hash(body.password);
      // The account and its verification mail exist together, or neither does.
      const created = await app.db
        .transaction(async (tx) => {
          const user = await app.usersRepository.create(
            {
              username: body.username,
              email: body.email,
              fullName: body.fullName,
              passwordHash,
              consent: {
                at: new Date(),
                policyVersion: privacyPolicyVersion,
                statistics: body.statistics ?? false,
              },
            },
            tx,
          );
          await app.emailVerification.request(tx, user);
          return user;
        })
        .catch(rethrowDuplicate);
      await app.sessions.start(request, reply, created.id);
      return reply.code(201).send({ user: presentUser(created) });
    },
  );
};

export default route;
