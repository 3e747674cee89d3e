import fp from 'fastify-plugin';
import care from './care';
import exportSection from './export-section';
import reviews from './reviews';
import sample from './sample';

/**
 * Supervision (issue 50): the live console over the counsellors' conversations, quality reviews
 * and their sample, and care for counsellors after risky conversations. The console reads the
 * chat's inbox; whispers and transfers act on a conversation and live with the chat.
 */
export default fp(
  async (app) => {
    await app.register(reviews);
    await app.register(sample);
    await app.register(care);
    await app.register(exportSection);
  },
  { name: 'supervision', dependencies: ['platform', 'chat', 'notifications'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
