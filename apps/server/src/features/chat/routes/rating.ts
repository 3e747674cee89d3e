import { ratingBodySchema, ratingResponseSchema, ratingStateSchema } from '@sehat/core/chat/rating';
import { chatMessages } from '@sehat/core/chat/messages';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';

/**
 * `/api/chat/conversations/:id/rating`: the person rates their resolved conversation. Only its
 * own person: a counsellor's or anyone else's attempt answers like a missing conversation.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  const ownConversation = async (viewerId: number, id: number) => {
    const conversation = await app.chatRepository.findConversation(id);
    if (!conversation || conversation.userId !== viewerId) throw notFound(chatMessages.conversationNotFound);
    return conversation;
  };

  app.get(
    '/conversations/:id/rating',
    {
      schema: {
        tags: ['chat'],
        summary: 'Whether the person may rate now, and their rating of the latest resolution',
        params: conversationParamsSchema,
        response: { 200: ratingStateSchema, ...errorResponses },
      },
    },
    async (request) => app.chatRatings.state(await ownConversation(request.user!.id, request.params.id)),
  );

  app.post(
    '/conversations/:id/rating',
    {
      schema: {
        tags: ['chat'],
        summary: 'Rate the resolved conversation 1–5 with an optional comment; once per resolution',
        params: conversationParamsSchema,
        body: ratingBodySchema,
        response: { 201: ratingResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const conversation = await ownConversation(request.user!.id, request.params.id);
      const rating = await app.chatRatings.rate(conversation, request.body);
      request.log.info({ conversationId: conversation.id }, 'conversation rated');
      return reply.code(201).send({ rating });
    },
  );
};

export default route;
