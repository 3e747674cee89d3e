import { selftestMessages } from '@sehat/core/messages';
import { resultSchema, submissionBodySchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../lib/error-body';
import { tooManyRequests } from '../../../lib/errors';
import { presentResult } from '../../../presenters/selftest';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { submitLimit, neurosisCutoff } = config.selftest;

  app.post(
    '/submissions',
    {
      schema: {
        tags: ['selftest'],
        summary: 'Score answers (one 0/1 per question, in order); visitors may submit too',
        body: submissionBodySchema,
        response: { 201: resultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      // Visitors are limited per address; the key lives only in the limiter, never with the result.
      const key = userId === null ? `selftest:ip:${request.ip}` : `selftest:user:${userId}`;
      const limit = await app.rateLimiter.consume(key, submitLimit.max, submitLimit.windowMs);
      if (!limit.allowed) throw tooManyRequests(selftestMessages.tooManySubmissions, limit.retryAfterSec);

      const row = await app.selftestSubmissions.submit({
        jawaban: request.body.jawaban,
        revision: request.body.revision,
        userId,
        neurosisCutoff,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(presentResult(row));
    },
  );
};

export default route;
