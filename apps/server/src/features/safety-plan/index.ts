import fp from 'fastify-plugin';
import exportSection from './export-section';
import repository from './repository';

/** The personal safety plan (Rencana Keamanan): seen by its owner only, exported, gone with the account. */
export default fp(
  async (app) => {
    await app.register(repository);
    await app.register(exportSection);
  },
  { name: 'safety-plan', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
