import { changePasswordBodySchema } from '@sehat/core/auth/schemas';
import { authMessages, passwordMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../lib/error-body';
import { badRequest, tooManyRequests } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { perAccount, windowMs } = config.loginLimits;

  app.put(
    '/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session of the user ends',
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { currentPassword, newPassword } = request.body;
      // Wrong current passwords count like failed logins: a stolen session can't brute-force it.
      const failureKey = `login:fail:user:${user.id}`;
      if ((await app.rateLimiter.peek(failureKey)) >= perAccount) {
        throw tooManyRequests(authMessages.tooManyLoginAttempts);
      }
      const hash = await app.usersRepository.findHashById(user.id);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        await app.rateLimiter.consume(failureKey, perAccount, windowMs);
        throw badRequest(passwordMessages.currentWrong, { currentPassword: passwordMessages.currentWrong });
      }
      if (currentPassword === newPassword) {
        throw badRequest(passwordMessages.sameAsCurrent, { newPassword: passwordMessages.sameAsCurrent });
      }
      await app.usersRepository.updatePasswordHash(user.id, await hashPassword(newPassword));
      await app.sessions.endOthers(user.id, request.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default route;
