import fp from 'fastify-plugin';
import repository from './repository';

/** Weekly shifts of the counsellors: set by supervisors, read by the queue and the reports (ADR 232). */
export default fp(
  async (app) => {
    await app.register(repository);
  },
  { name: 'shifts', dependencies: ['platform'] },
);
