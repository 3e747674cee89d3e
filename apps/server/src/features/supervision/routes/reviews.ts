import { chatMessages } from '@sehat/core/chat/messages';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import {
  reviewBodySchema,
  reviewResponseSchema,
  reviewsResponseSchema,
} from '@sehat/core/supervision/rubric';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';

/** The conversation and its person; supervision may read every conversation. */
async function reviewed(app: FastifyInstance, id: number) {
  const conversation = await app.chatRepository.findConversation(id);
  const person = conversation && (await app.usersRepository.findById(conversation.userId));
  if (!conversation || !person) throw notFound(chatMessages.conversationNotFound);
  return { conversation, person: { id: person.id, username: person.username } };
}

/**
 * `/api/admin/chat/conversations/:id/reviews`: supervisors' reviews against the rubric. Only
 * supervision reads or writes them: a counsellor gets 403 (api.md "Roles and supervision").
 */
const reviews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('supervision'));

  app.get(
    '/conversations/:id/reviews',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: "A conversation's reviews, oldest first (supervisor, admin)",
        params: conversationParamsSchema,
        response: { 200: reviewsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await reviewed(app, request.params.id);
      return { reviews: await app.chatReviews.list(conversation.id) };
    },
  );

  app.post(
    '/conversations/:id/reviews',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: 'Review a conversation: engagement, collaboration, safety assessment 1–5 (audited)',
        params: conversationParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { conversation, person } = await reviewed(app, request.params.id);
      const reviewer = { id: request.user!.id, username: request.user!.username };
      const review = await app.chatReviews.add(reviewer, conversation, person, request.body);
      return reply.code(201).send({ review });
    },
  );
};

export default reviews;
