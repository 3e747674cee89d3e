import { resultShareBodySchema, resultShareResponseSchema } from '@sehat/core/chat/result-share';
import { resultShareMessages } from '@sehat/core/chat/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { assertHasOwnConversation } from '../policy';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/result-share',
    {
      schema: {
        tags: ['chat'],
        summary:
          "With the user's consent, show the counsellors the summary of one of their own screening results (never the answers)",
        body: resultShareBodySchema,
        response: { 201: resultShareResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      assertHasOwnConversation(user);
      const { conversation, created } = await app.chatRepository.conversationOfUser(user.id);
      if (created) await app.chatService.greet(conversation, user);
      const { code, resultId } = request.body;
      const sharedResult = await app.chatResultShares.share(conversation, code, resultId);
      // Someone else's result answers exactly like a missing one.
      if (!sharedResult) throw notFound(resultShareMessages.resultNotFound);
      return reply.code(201).send({ sharedResult });
    },
  );
};

export default route;
