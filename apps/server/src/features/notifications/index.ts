import fp from 'fastify-plugin';
import exportSection from './export-section';
import notifier from './notifier';
import repository from './repository';

/** In-app notifications: written with what causes them, read and marked by their recipient. */
export default fp(
  async (app) => {
    await app.register(notifier);
    await app.register(repository);
    await app.register(exportSection);
  },
  { name: 'notifications', dependencies: ['chat'] },
);
