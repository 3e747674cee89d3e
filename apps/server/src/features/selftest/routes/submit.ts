import { submissionBodySchema, submittedResultSchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { changesNoPublicData } from '../../../platform/web-pages/public-cache';
import { requesterOf } from '../../../platform/http/rate-limiter';
import { presentResult } from '../presenter';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { neurosisCutoff } = config.selftest;

  app.post(
    '/submissions',
    {
      // A result is no public data (ADR 255).
      config: changesNoPublicData,
      schema: {
        tags: ['selftest'],
        summary: 'Score answers (one 0/1 per question, in order); visitors may submit too',
        body: submissionBodySchema,
        response: { 201: submittedResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Visitors are limited per address; the key lives only in the limiter, never with the result.
      const limit = { rule: 'selftest' as const, subject: requesterOf(request) };
      const userId = request.user?.id ?? null;
      const { clientId, jawaban, revision } = request.body;
      const { row, claimToken } = await app.screeningResults.resendOr(
        { code: 'srq29', clientId, userId },
        () =>
          app.selftestSubmissions.submit({
            jawaban,
            revision,
            userId,
            clientId: clientId ?? null,
            neurosisCutoff,
            limit,
          }),
      );
      // A visitor's device alone can later attach the result to an account (ADR 113); the token
      // is given once: a resend's answer has none (its first answer had it).
      const result = presentResult(row);
      return reply.code(201).send(claimToken ? { ...result, claimToken } : result);
    },
  );
};

export default route;
