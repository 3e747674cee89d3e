import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import questionsRepository from './questions-repository';
import exportSection from './export-section';
import retention from './retention';
import submissionsRepository from './submissions-repository';

/** Tes Diri: the questionnaire and the scored submissions. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(questionsRepository);
    await app.register(submissionsRepository);
    await app.register(exportSection);
    await app.register(retention, { days: config.retention.selftestAnonymousDays });
  },
  { name: 'selftest', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
