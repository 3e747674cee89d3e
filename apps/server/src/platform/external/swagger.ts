import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas, never written by hand. It is
 * served (`/api/openapi.json`, `/api/docs`) only when `published` (ADR 62: off in production
 * unless API_DOCS=true); unpublished, the swagger packages are not even loaded (ADR 93).
 */
export default fp<{ published: boolean }>(
  async (app, { published }) => {
    if (!published) return;
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sehat Jiwa API',
          description: 'HTTP API of the Sehat Jiwa mental-health web app.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
