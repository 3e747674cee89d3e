import fp from 'fastify-plugin';
import questionsRepository from './questions-repository';
import responsesRepository from './responses-repository';
import votesRepository from './votes-repository';

/** Forum Diskusi: questions, responses and votes. */
export default fp(
  async (app) => {
    await app.register(questionsRepository);
    await app.register(responsesRepository);
    await app.register(votesRepository);
  },
  { name: 'forum', dependencies: ['db'] },
);
