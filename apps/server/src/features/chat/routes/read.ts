import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { conversationFor } from '../policy';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags: ['chat'],
        summary: "Mark the other side's messages in the conversation as read",
        params: conversationParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const reader = request.user!;
      const conversation = conversationFor(
        reader,
        await app.chatRepository.findConversation(request.params.id),
      );
      await app.chatService.markRead(conversation, reader);
      return reply.code(204).send(null);
    },
  );
};

export default route;
