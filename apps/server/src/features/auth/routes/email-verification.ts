import { emailVerificationConfirmSchema } from '@sehat/core/auth/recovery';
import { recoveryMessages } from '@sehat/core/auth/recovery-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { AppError, conflict } from '../../../platform/http/errors';

/** `/api/auth/email-verification`: proving the account's address is its owner's (ADR 130). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-verification',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Send a new verification mail to the logged-in user's address",
        response: { 202: z.object({}), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      if (user.emailVerifiedAt) throw conflict('EMAIL_ALREADY_VERIFIED', recoveryMessages.alreadyVerified);
      await app.db.transaction(async (tx) => {
        await app.rateLimiter.enforce('verification', { userId: user.id }, tx);
        await app.emailVerification.request(tx, user);
      });
      return reply.code(202).send({});
    },
  );

  app.post(
    '/email-verification/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with the link from its verification mail (no login needed)',
        body: emailVerificationConfirmSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await app.emailVerification.confirm(request.body.token))) {
        throw new AppError(400, 'VERIFICATION_TOKEN_INVALID', recoveryMessages.verificationTokenInvalid);
      }
      return reply.code(204).send(null);
    },
  );
};

export default route;
