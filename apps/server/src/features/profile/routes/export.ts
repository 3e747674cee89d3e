import { dataExportSchema } from '@sehat/core/privacy/export-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** GET /api/profile/export: a JSON file of everything the site holds about the session's user. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      schema: {
        tags: ['profile'],
        summary: 'Download a copy of my data (profile, consent, results, forum, chat)',
        response: { 200: dataExportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await app.dataExporter.exportFor(request.user!);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="sehat-jiwa-data-saya-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};

export default route;
