import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import commands from './commands';
import exportSection from './export-section';
import repository from './repository';

/** Check-ins after a hard moment: scheduled on request, sent as notifications, answered in one tap. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(repository);
    await app.register(commands, { offsetsMs: config.checkinOffsetsMs });
    await app.register(exportSection);
  },
  { name: 'checkins', dependencies: ['platform', 'notifications', 'chat'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
