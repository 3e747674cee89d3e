import fp from 'fastify-plugin';
import repository from './repository';

/** Reports on the counsellor service, aggregated in SQL from the chat's tables (ADR 197). */
export default fp(
  async (app) => {
    await app.register(repository);
  },
  { name: 'reports', dependencies: ['platform', 'service-hours', 'shifts'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
