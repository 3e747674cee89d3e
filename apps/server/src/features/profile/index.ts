import fp from 'fastify-plugin';
import avatars from './avatars';

/** The profile's avatar images. */
export default fp(
  async (app) => {
    await app.register(avatars);
  },
  { name: 'profile', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
