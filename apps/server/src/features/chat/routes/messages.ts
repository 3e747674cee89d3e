import {
  conversationParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendTextBodySchema,
  sentMessageSchema,
} from '@sehat/core/chat/schemas';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { filePart, formBody } from '../../../platform/http/read-form';
import { conversationFor } from '../policy';
import { presentMessage } from '../presenter';
import { readMessageForm } from './message-form';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Messages oldest first: after `after`, or the newest `limit` (before `before`)',
        params: conversationParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const conversation = conversationFor(
        request.user!,
        await app.chatRepository.findConversation(request.params.id),
      );
      const page = await app.chatRepository.listMessages(conversation.id, request.query);
      return { messages: page.messages.map(presentMessage), hasMore: page.hasMore };
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Send a message: JSON `{message, clientId}` or multipart `file` + `clientId`. The same clientId again returns the same message.',
        consumes: ['application/json', 'multipart/form-data'],
        body: formBody(sendTextBodySchema.partial({ message: true }).extend({ file: filePart.optional() })),
        params: conversationParamsSchema,
        response: { 201: sentMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sender = request.user!;
      const conversation = conversationFor(
        sender,
        await app.chatRepository.findConversation(request.params.id),
      );
      const form = await readMessageForm(request);
      // A user's words are read for crisis language; the counsellors' replies are not.
      const crisis =
        sender.role === 'user' && form.content.kind === 'text' && hasCrisisLanguage(form.content.text);
      const { message } = await app.chatService.send({ conversation, sender, crisis, ...form });
      return reply.code(201).send({ message, crisis });
    },
  );
};

export default route;
