import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import exportSection from './export-section';
import retention from './retention';
import submissionsRepository from './submissions-repository';

/** PHQ-9 and GAD-7: scored results, a user's history, and a visitor's results kept later. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(submissionsRepository);
    await app.register(exportSection);
    await app.register(retention, { days: config.retention.selftestAnonymousDays });
  },
  { name: 'screenings', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
