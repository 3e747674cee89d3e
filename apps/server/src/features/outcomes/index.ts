import fp from 'fastify-plugin';
import repository from './repository';

/** The public outcomes (/hasil-layanan): counts over everyone, never under 10. */
export default fp(
  async (app) => {
    await app.register(repository);
  },
  { name: 'outcomes', dependencies: ['platform', 'reports', 'service-hours'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
