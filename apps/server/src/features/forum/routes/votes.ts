import { voteResultSchema } from '@sehat/core/forum/contract';
import { forumMessages } from '@sehat/core/forum/messages';
import { voteCounts } from '@sehat/core/forum/standing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { forumPolicy } from '../policy';
import { forumViewer } from '../viewer';
import { forumActorOf, idParamsSchema } from './shared';

const votes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/responses/:id/vote',
    {
      onRequest: app.requireLogin(forumMessages.loginToVote),
      schema: {
        tags: ['forum'],
        summary: "Toggle the user's upvote on someone else's response",
        params: idParamsSchema,
        response: { 200: voteResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const found = await app.forumResponsesRepository.findVisible(id, forumViewer(request.user));
      if (!found) throw notFound(forumMessages.responseNotFound);
      forumPolicy.assertCanVote(actor, found.authorId);
      await app.rateLimiter.enforce('forum:vote', { userId: actor.id });
      await app.forumStanding.enforceNewAccountLimit('vote', actor);
      const counted = voteCounts(await app.forumStanding.of(actor));
      const result = await app.forumVotesRepository.toggle(id, actor.id, counted);
      if (!result) throw notFound(forumMessages.responseNotFound);
      return result;
    },
  );
};

export default votes;
