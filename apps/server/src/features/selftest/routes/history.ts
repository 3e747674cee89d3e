import { selftestMessages } from '@sehat/core/selftest/messages';
import {
  historyQuerySchema,
  historyResponseSchema,
  reportSchema,
  resultSchema,
  submissionIdParamsSchema,
} from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { canViewSubmission } from '../policy';
import { presentReport, presentResult } from '../presenter';

/** The logged-in user's own results. Health data: never cached, never shown to anyone else. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/submissions/latest',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['selftest'],
        summary: "The user's newest result",
        response: { 200: resultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.screeningResults.latestOf(request.user!.id, 'srq29');
      if (!row) throw notFound(selftestMessages.resultNotFound);
      return presentResult(row);
    },
  );

  app.get(
    '/submissions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['selftest'],
        summary: "The user's results, newest first",
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { page, nextCursor } = await app.screeningResults.historyOf(
        request.user!.id,
        'srq29',
        request.query,
      );
      return { items: page.map(presentResult), nextCursor };
    },
  );

  app.get(
    '/submissions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['selftest'],
        summary: 'One of the user’s results with its questions and answers (the printable report)',
        params: submissionIdParamsSchema,
        response: { 200: reportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.screeningResults.findById(request.params.id);
      // Someone else's result is "not found", so ids reveal nothing.
      if (!row || !canViewSubmission(request.user!, row)) throw notFound(selftestMessages.resultNotFound);
      return presentReport(row);
    },
  );
};

export default route;
