import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import editableQuestionnaires from './editable-questionnaires';
import exportSection from './export-section';
import resultsRepository from './results-repository';
import retention from './retention';

/**
 * Every screening's one result pipeline (ADR 236): the store, a user's history, a visitor's
 * results kept later and their retention; SRQ-29's routes are adapters over it.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(resultsRepository);
    await app.register(editableQuestionnaires);
    await app.register(exportSection);
    await app.register(retention, { days: config.retention.selftestAnonymousDays });
  },
  { name: 'screenings', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
