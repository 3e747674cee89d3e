import { conversationParamsSchema, presenceBodySchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { chatMessages } from '@sehat/core/chat/messages';

/**
 * The user's popup is open (and looked at) or not: while it is, a counsellor's reply is read
 * there and makes no notification; once it closes, every reply does (ADR 115). Only the
 * conversation's own user says so; for anyone else it does not exist.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/conversations/:id/presence',
    {
      schema: {
        tags: ['chat'],
        summary: "Whether the user's chat popup is open where they look at it",
        params: conversationParamsSchema,
        body: presenceBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewer = request.user!;
      const conversation = await app.chatRepository.findConversation(request.params.id);
      if (!conversation || conversation.userId !== viewer.id)
        throw notFound(chatMessages.conversationNotFound);
      await app.chatRepository.setUserViewing(conversation.id, request.body.open);
      return reply.code(204).send(null);
    },
  );
};

export default route;
