import { existsSync } from 'node:fs';
import path from 'node:path';
import { commonMessages } from '@sehat/core/messages';
import fp from 'fastify-plugin';

/**
 * Unknown API and upload paths get the JSON 404; any other GET that wants HTML gets the
 * single-page app, whose router shows its own 404 page. Rate-limited because 404s can be
 * used to probe for URLs.
 */
export default fp<{ webDistDir: string }>(
  async (app, { webDistDir }) => {
    const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/uploads/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (hasWebApp && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
      }
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: commonMessages.notFound } });
    });
  },
  { name: 'not-found', dependencies: ['rate-limit'] },
);
