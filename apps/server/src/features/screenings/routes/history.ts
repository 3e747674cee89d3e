import {
  keepResultsBodySchema,
  keepResultsResponseSchema,
  screeningCodeParamsSchema,
  screeningHistoryQuerySchema,
  screeningHistorySchema,
} from '@sehat/core/screenings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { presentScreeningResult } from '../presenter';
import { scoredCodeOf } from './screening-code';

/** The logged-in user's own results. Health data: never cached, never shown to anyone else. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:code/submissions',
    {
      schema: {
        tags: ['screenings'],
        summary: "The user's results of one screening, newest first",
        params: screeningCodeParamsSchema,
        querystring: screeningHistoryQuerySchema,
        response: { 200: screeningHistorySchema, ...errorResponses },
      },
    },
    async (request) => {
      const code = scoredCodeOf(request.params.code);
      const { page, nextCursor } = await app.screeningResults.historyOf(
        request.user!.id,
        code,
        request.query,
      );
      return { items: page.map(presentScreeningResult), nextCursor };
    },
  );

  app.post(
    '/submissions/keep',
    {
      schema: {
        tags: ['screenings'],
        summary:
          'Keep results taken on this device as a visitor in the account (each with the claim token it was given)',
        body: keepResultsBodySchema,
        response: { 200: keepResultsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const { items } = request.body;
      // Counsellors' accounts keep no SRQ-29 history of their own (as its claim route).
      const keepable = user.role === 'user' ? items : items.filter((item) => item.code !== 'srq29');
      const kept = await app.screeningResults.keep(user.id, keepable);
      // SRQ-29's first, as its own list has always come (api.md).
      const keptItems = [
        ...kept.filter((row) => row.code === 'srq29'),
        ...kept.filter((row) => row.code !== 'srq29'),
      ].map(({ code, id }) => ({ code, id }));
      return { kept: keptItems.map((item) => item.id), keptItems };
    },
  );
};

export default route;
