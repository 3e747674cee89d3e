import fp from 'fastify-plugin';
import questionsRepository from './questions-repository';
import submissionsRepository from './submissions-repository';

/** Tes Diri: the questionnaire and the scored submissions. */
export default fp(
  async (app) => {
    await app.register(questionsRepository);
    await app.register(submissionsRepository);
  },
  { name: 'selftest', dependencies: ['db'] },
);
