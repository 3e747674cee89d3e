import fp from 'fastify-plugin';
import questionsRepository from './questions-repository';
import exportSection from './export-section';
import submissions from './submissions-repository';

/**
 * Tes Diri: the admin-edited questionnaire, and SRQ-29's submissions scored against it and kept
 * in the screenings' one result store (ADR 236).
 */
export default fp(
  async (app) => {
    await app.register(questionsRepository);
    app.editableQuestionnaires.provide('srq29', () => app.selftestQuestions.list());
    await app.register(submissions);
    await app.register(exportSection);
  },
  { name: 'selftest', dependencies: ['platform', 'screenings'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
