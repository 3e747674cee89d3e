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
      // Checked against the schema here, since the indented serializer below replaces the
      // schema's: a person opens this file in a text editor, so it is laid out to be read.
      const data = dataExportSchema.parse(await app.dataExporter.exportFor(request.user!));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="sehat-jiwa-data-saya-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .serializer((payload) => `${JSON.stringify(payload, null, 2)}\n`)
        .send(data);
    },
  );
};

export default route;
