import { updateConversationBodySchema } from '@sehat/core/chat/admin-schemas';
import { conversationResponseSchema } from '@sehat/core/chat/schemas';
import { chatMessages } from '@sehat/core/chat/messages';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { badRequest } from '../../../../platform/http/errors';
import { conversationFor, isCounsellor } from '../../policy';
import { conversationBody } from '../conversation-body';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/conversations/:id',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Resolve or reopen a conversation, take it, or hand it to another admin',
        params: conversationParamsSchema,
        body: updateConversationBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = request.user!;
      const conversation = conversationFor(
        admin,
        await app.chatRepository.findConversation(request.params.id),
      );
      const { status, assigneeId } = request.body;
      if (assigneeId !== undefined && assigneeId !== null) {
        const assignee = await app.usersRepository.findById(assigneeId);
        if (!assignee || !isCounsellor(assignee)) throw badRequest(chatMessages.assigneeNotCounsellor);
      }
      const updated = await app.chatTriage.update(conversation, { status, assigneeId, actorId: admin.id });
      // Marked done: the person is told, and how to come back (ADR 116).
      if (conversation.status === 'open' && updated.status === 'resolved') {
        await app.chatService.sayGoodbye(updated, admin);
      }
      return { conversation: await conversationBody(app, updated, admin) };
    },
  );
};

export default route;
