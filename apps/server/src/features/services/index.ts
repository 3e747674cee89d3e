import fp from 'fastify-plugin';
import directory from './directory';
import repository from './repository';

/** Layanan Terdekat: the directory of mental-health services, read by anyone, kept by admins. */
export default fp(
  async (app) => {
    await app.register(repository);
    await app.register(directory);
  },
  { name: 'services', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
