import fp from 'fastify-plugin';
import journalsRepository from './journals-repository';

/** Pojok Edukasi: the journals. */
export default fp(
  async (app) => {
    await app.register(journalsRepository);
  },
  { name: 'education', dependencies: ['db'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
