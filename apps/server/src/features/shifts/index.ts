import fp from 'fastify-plugin';
import repository from './repository';

/** Weekly shifts of the counsellors: set by supervisors, read by the queue and the reports (ADR 232). */
export default fp(
  async (app) => {
    await app.register(repository);
  },
  { name: 'shifts', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
