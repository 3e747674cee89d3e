import type { StandingRules } from '@sehat/core/forum/standing';
import fp from 'fastify-plugin';
import exportSection from './export-section';
import moderationDecisions from './moderation-decisions';
import moderationLog from './moderation-log';
import moderationQueue from './moderation-queue';
import questionsRepository from './questions-repository';
import reportsRepository from './reports-repository';
import responsesRepository from './responses-repository';
import standing from './standing';
import votesRepository from './votes-repository';

/** Forum Diskusi: questions, responses, votes, reports and their moderation. */
export default fp<{ standing: StandingRules }>(
  async (app, options) => {
    await app.register(standing, { rules: options.standing });
    await app.register(questionsRepository);
    await app.register(responsesRepository);
    await app.register(votesRepository);
    await app.register(reportsRepository);
    await app.register(moderationQueue);
    await app.register(moderationDecisions);
    await app.register(moderationLog);
    await app.register(exportSection);
  },
  { name: 'forum', dependencies: ['platform', 'notifications'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
