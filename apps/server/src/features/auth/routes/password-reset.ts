import { recoveryMessages } from '@sehat/core/auth/recovery-messages';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@sehat/core/auth/recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError } from '../../../platform/http/errors';
import { requesterOf } from '../../../platform/http/rate-limiter';

/** `/api/auth/password-reset`: a forgotten password, by mail (ADR 130). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a reset link: 202 for every address; only a verified address of an account gets a mail (a few an hour at most)',
        body: passwordResetRequestSchema,
        response: { 202: z.object({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted against who asks, never against the address typed: a stranger's requests
      // cannot lock the owner out; the owner's inbox is spared by the job's per-address cap.
      await app.rateLimiter.enforce('reset', requesterOf(request));
      await app.passwordReset.request(email);
      return reply.code(202).send({});
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link: every session of the account ends, this one starts',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce('reset:confirm', { ip: request.ip });
      const { token, password } = request.body;
      const userId = await app.passwordReset.confirm(token, await app.passwords.hash(password));
      if (userId === null) {
        throw new AppError(400, 'RESET_TOKEN_INVALID', recoveryMessages.resetTokenInvalid);
      }
      await app.sessions.start(request, reply, userId);
      return reply.code(204).send(null);
    },
  );
};

export default route;
