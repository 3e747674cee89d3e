import { journalListQuerySchema, journalListSchema } from '@sehat/core/education/schemas';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { decodeIdCursor, encodeIdCursor } from '../../../platform/cursors/id-cursor';
import { publicCacheControl } from '../../../platform/web-pages/public-cache';
import { presentJournal } from '../presenter';

/** GET /api/journals: the public article list (education corner, topic and result pages). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['education'],
        summary: 'Journals newest first, by category and/or a search over judul and kutipan',
        querystring: journalListQuerySchema,
        response: { 200: journalListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { category, q, limit, cursor } = request.query;
      const beforeId = cursor ? decodeIdCursor(cursor, commonMessages.invalidInput) : undefined;
      const load = async () => {
        const page = await app.journalsRepository.list({ category, q, limit, beforeId });
        const last = page.rows.at(-1);
        return {
          journals: page.rows.map(presentJournal),
          categoryCounts: page.counts,
          total: page.total,
          nextCursor: page.hasMore && last ? encodeIdCursor(last.id) : null,
        };
      };
      // Searches are free text (unbounded keys): answered fresh. Everything else is cached (ADR 73).
      if (q) return load();
      const cached = await app.publicCache.get('journals', JSON.stringify(request.query), load);
      return app.publicCache.send(request, reply, cached, publicCacheControl);
    },
  );
};

export default route;
