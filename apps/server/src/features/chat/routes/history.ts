import { chatHistoryDeletedSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { assertHasOwnConversation } from '../policy';

const route: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/history',
    {
      schema: {
        tags: ['chat'],
        summary:
          "Delete the logged-in user's chat history (messages and files, the counsellors' copy too); the conversation notes when",
        response: { 200: chatHistoryDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      assertHasOwnConversation(user);
      return app.chatHistory.clear(user.id);
    },
  );
};

export default route;
