import fp from 'fastify-plugin';
import avatars from './avatars';
import dataExport from './data-export';

/** The profile's avatar images, and the copy of a person's data they can download. */
export default fp(
  async (app) => {
    await app.register(avatars);
    await app.register(dataExport);
  },
  { name: 'profile', dependencies: ['platform'] },
);
