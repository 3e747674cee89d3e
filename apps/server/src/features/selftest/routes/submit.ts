import { selftestMessages } from '@sehat/core/selftest/messages';
import { submissionBodySchema, submittedResultSchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { requesterOf, type LimitRule } from '../../../platform/http/rate-limiter';
import { storeOnce } from '../../../platform/database/store-once';
import { newClaimToken } from '../claim-token';
import { presentResult } from '../presenter';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { submitLimit, neurosisCutoff } = config.selftest;
  // Visitors are limited per address; the key lives only in the limiter, never with the result.
  const perRequester: LimitRule = {
    name: 'selftest',
    ...submitLimit,
    message: selftestMessages.tooManySubmissions,
  };

  app.post(
    '/submissions',
    {
      schema: {
        tags: ['selftest'],
        summary: 'Score answers (one 0/1 per question, in order); visitors may submit too',
        body: submissionBodySchema,
        response: { 201: submittedResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const limit = { rule: perRequester, subject: requesterOf(request) };
      const userId = request.user?.id ?? null;
      const { clientId } = request.body;
      // A visitor's device alone can later attach the result to an account (ADR 113).
      const claim = userId === null ? newClaimToken() : null;

      const { row, resent } = await storeOnce(
        { clientId, userId },
        async (id) => {
          const earlier = await app.selftestSubmissions.findByClientId(id);
          // A resend stores nothing, yet counts its hit like any submission (before its 409).
          if (earlier) await app.rateLimiter.enforce(limit.rule, limit.subject);
          return earlier;
        },
        () =>
          app.selftestSubmissions.submit({
            jawaban: request.body.jawaban,
            revision: request.body.revision,
            userId,
            claimTokenHash: claim?.hash ?? null,
            clientId: clientId ?? null,
            neurosisCutoff,
            limit,
          }),
      );
      const result = presentResult(row);
      // The claim token is given once: a resend's answer has none (its first answer had it).
      return reply.code(201).send(claim && !resent ? { ...result, claimToken: claim.token } : result);
    },
  );
};

export default route;
