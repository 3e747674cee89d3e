import { openConversationBodySchema } from '@sehat/core/chat/admin-schemas';
import { conversationResponseSchema } from '@sehat/core/chat/schemas';
import { chatMessages } from '@sehat/core/chat/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { notFound } from '../../../../platform/http/errors';
import { conversationBody } from '../conversation-body';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "Open a user's conversation, creating it when the user has none yet",
        body: openConversationBodySchema,
        response: {
          200: conversationResponseSchema,
          201: conversationResponseSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const target = await app.usersRepository.findById(request.body.userId);
      if (!target || target.role !== 'user') throw notFound(chatMessages.chatUserNotFound);
      const { conversation, created } = await app.chatRepository.conversationOfUser(target.id);
      const body = { conversation: await conversationBody(app, conversation, request.user!) };
      return reply.code(created ? 201 : 200).send(body);
    },
  );
};

export default route;
