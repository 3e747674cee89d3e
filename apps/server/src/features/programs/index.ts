import fp from 'fastify-plugin';
import commands from './commands';
import exportSection from './export-section';
import reminders from './reminders';
import repository from './repository';

/** Guided self-help: programmes anyone may read, members' progress and measures, counsellors' flags. */
export default fp(
  async (app) => {
    await app.register(repository);
    await app.register(commands);
    await app.register(reminders);
    await app.register(exportSection);
  },
  { name: 'programs', dependencies: ['platform', 'notifications', 'chat'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
