import fp from 'fastify-plugin';
import repository from './repository';

/** Service hours: when counsellors are on duty, read by everyone, set by admins (ADR 190). */
export default fp(
  async (app) => {
    await app.register(repository);
  },
  { name: 'service-hours', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
