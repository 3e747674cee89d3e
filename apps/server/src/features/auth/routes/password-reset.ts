import { recoveryMessages } from '@sehat/core/auth/recovery-messages';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@sehat/core/auth/recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError } from '../../../platform/http/errors';
import type { LimitRule } from '../../../platform/http/rate-limiter';

/** `/api/auth/password-reset`: a forgotten password, by mail (ADR 130). */
const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { resetPerIp, resetPerEmail, windowMs } = config.recoveryLimits;
  const message = recoveryMessages.tooManyResetRequests;
  const perAddress: LimitRule = { name: 'reset', max: resetPerIp, windowMs, message };
  const perEmail: LimitRule = { name: 'reset', max: resetPerEmail, windowMs, message };
  const confirmsPerAddress: LimitRule = { name: 'reset:confirm', max: resetPerIp, windowMs, message };

  app.post(
    '/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Ask for a reset link: 202 for every address; only a verified address of an account gets a mail',
        body: passwordResetRequestSchema,
        response: { 202: z.object({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted for every address typed, account or not: the limit tells nothing either.
      await app.rateLimiter.enforce(perAddress, { ip: request.ip });
      await app.rateLimiter.enforce(perEmail, { loginName: email });
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
      await app.rateLimiter.enforce(confirmsPerAddress, { ip: request.ip });
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
