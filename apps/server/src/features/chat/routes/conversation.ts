import { conversationResponseSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { assertHasOwnConversation } from '../policy';
import { conversationBody } from './conversation-body';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversation',
    {
      schema: {
        tags: ['chat'],
        summary: "The logged-in user's conversation with the counsellor team (created on first use)",
        response: { 200: conversationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      assertHasOwnConversation(user);
      const { conversation, created } = await app.chatRepository.conversationOfUser(user.id);
      // Only the request that created the conversation greets, so a race greets once.
      if (created) await app.chatService.greet(conversation, user);
      return { conversation: await conversationBody(app, conversation, user) };
    },
  );
};

export default route;
