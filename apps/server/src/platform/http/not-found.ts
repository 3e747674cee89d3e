import { commonMessages } from '@sehat/core/messages';
import fp from 'fastify-plugin';

/**
 * Whatever no route answers gets the JSON 404: unknown API and upload paths, and methods
 * other than GET/HEAD (pages, including the HTML 404, are web-pages.ts). The flood guard counts
 * them like any request, because 404s can be used to probe for URLs.
 */
export default fp(
  async (app) => {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: { code: 'NOT_FOUND', message: commonMessages.notFound } }),
    );
  },
  { name: 'not-found', dependencies: ['flood-guard'] },
);
