import { commonMessages } from '@sehat/core/messages';
import {
  keepResultsBodySchema,
  keepResultsResponseSchema,
  screeningCodeParamsSchema,
  screeningHistoryQuerySchema,
  screeningHistorySchema,
} from '@sehat/core/screenings/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeIdCursor, pageOf } from '../../../platform/cursors/id-cursor';
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
      const { limit, cursor } = request.query;
      const rows = await app.screeningSubmissions.listOf(request.user!.id, code, {
        limit: limit + 1,
        beforeId: cursor ? decodeIdCursor(cursor, commonMessages.invalidInput) : undefined,
      });
      const { page, nextCursor } = pageOf(rows, limit);
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
      const srq29 = items.filter((item) => item.code === 'srq29');
      const scored = items.filter((item) => item.code !== 'srq29');
      const [srq29Kept, scoredKept] = await Promise.all([
        // Counsellors' accounts keep no SRQ-29 history of their own (as its claim route).
        srq29.length > 0 && user.role === 'user' ? app.selftestSubmissions.keep(user.id, srq29) : [],
        scored.length > 0 ? app.screeningSubmissions.keep(user.id, scored) : [],
      ]);
      const keptItems = [...srq29Kept.map((id) => ({ code: 'srq29' as const, id })), ...scoredKept];
      return { kept: keptItems.map((item) => item.id), keptItems };
    },
  );
};

export default route;
