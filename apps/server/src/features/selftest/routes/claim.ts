import { selftestMessages } from '@sehat/core/selftest/messages';
import { claimBodySchema, resultSchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { forbidden, notFound } from '../../../platform/http/errors';
import { presentResult } from '../presenter';

/**
 * A visitor who signs in (or registers) to talk to a counsellor and chooses to share their
 * result attaches it to their account with the token only their device holds (ADR 113).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/submissions/claim',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['selftest'],
        summary: "Attach the visitor's result this device holds the claim token of to the user's account",
        body: claimBodySchema,
        response: { 200: resultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      // Counsellors' accounts keep no self-test history of their own.
      if (user.role !== 'user') throw forbidden();
      const [row] = await app.screeningResults.keep(user.id, [
        { code: 'srq29', token: request.body.claimToken },
      ]);
      // Unknown, used or expired: one answer, so a token reveals nothing.
      if (!row) throw notFound(selftestMessages.resultNotFound);
      return presentResult(row);
    },
  );
};

export default route;
