import fp from 'fastify-plugin';
import journalsRepository from './journals-repository';

/** Pojok Edukasi: the journals. */
export default fp(
  async (app) => {
    await app.register(journalsRepository);
  },
  { name: 'education', dependencies: ['db'] },
);
