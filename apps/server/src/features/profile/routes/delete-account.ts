import { privacyMessages } from '@sehat/core/privacy/messages';
import { deleteAccountBodySchema } from '@sehat/core/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { forbidden } from '../../../platform/http/errors';

/** DELETE /api/profile: the owner deletes their own account, confirmed by their password. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: 'Delete my account and all of my data; every session ends',
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Wrong passwords count like failed logins: a stolen session can't guess its way in.
      const valid = await app.credentialGuard.verify({ userId: user.id }, { ip: request.ip }, async () => {
        const hash = await app.usersRepository.findHashById(user.id);
        return hash !== undefined && (await app.passwords.verify(hash, request.body.password));
      });
      if (!valid) throw forbidden(privacyMessages.deletePasswordWrong);
      await app.adminUserCommands.removeOwn(user);
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export default route;
