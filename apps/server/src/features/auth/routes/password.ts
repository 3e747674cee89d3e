import { changePasswordBodySchema } from '@sehat/core/auth/schemas';
import { passwordMessages } from '@sehat/core/auth/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { badRequest } from '../../../platform/http/errors';
import { setPasswordHash } from '../../../platform/accounts/password-store';

const route: FastifyPluginAsyncZod = async (app) => {
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
      const valid = await app.credentialGuard.verify({ userId: user.id }, { ip: request.ip }, async () => {
        const hash = await app.usersRepository.findHashById(user.id);
        return hash !== undefined && (await app.passwords.verify(hash, currentPassword));
      });
      if (!valid) {
        throw badRequest(passwordMessages.currentWrong, { currentPassword: passwordMessages.currentWrong });
      }
      if (currentPassword === newPassword) {
        throw badRequest(passwordMessages.sameAsCurrent, { newPassword: passwordMessages.sameAsCurrent });
      }
      const passwordHash = await app.passwords.hash(newPassword);
      await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash);
        await app.sessions.endOthers(user.id, request.sessionId, tx);
      });
      return reply.code(204).send(null);
    },
  );
};

export default route;
