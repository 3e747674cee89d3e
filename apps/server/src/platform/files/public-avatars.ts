import fp from 'fastify-plugin';
import { notFound } from '../http/errors';

/** The names avatars are stored under (`avatars/<random>.webp`); nothing else is public. */
const AVATAR_NAME = /^[A-Za-z0-9_-]{1,64}\.webp$/;

/**
 * GET /uploads/avatars/<name>: the avatars, from wherever files are stored. Their random
 * names never change content, so browsers and caches keep them for a year.
 */
export default fp(
  async (app) => {
    app.get<{ Params: { name: string } }>(
      '/uploads/avatars/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name } = request.params;
        const file = AVATAR_NAME.test(name) ? await app.fileStorage.open(`avatars/${name}`) : undefined;
        if (!file) throw notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', String(file.size))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
  },
  { name: 'public-avatars', dependencies: ['file-storage'] },
);
