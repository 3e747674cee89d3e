import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { conversationFor } from '../policy';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/typing',
    {
      schema: {
        tags: ['chat'],
        summary: "The viewer is typing: the other side's streams get a `typing` event (never stored)",
        params: conversationParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const typist = request.user!;
      const conversation = conversationFor(
        typist,
        await app.chatRepository.findConversation(request.params.id),
      );
      await app.chatTyping.announce(conversation, typist);
      return reply.code(204).send(null);
    },
  );
};

export default route;
