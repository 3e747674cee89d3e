import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import { whisperBodySchema, whisperResponseSchema, whispersResponseSchema } from '@sehat/core/chat/whispers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { caseOf } from './case-of';

/**
 * `/api/admin/chat/conversations/:id/whispers`: a supervisor's words to the counsellor (ADR 229).
 * Every counsellor reads them in the conversation; only supervision may write them. Nothing here
 * reaches a user route, stream, export or notification.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/whispers',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "The supervisors' whispers in a conversation, oldest first",
        params: conversationParamsSchema,
        response: { 200: whispersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return { whispers: await app.chatCaseNotes.list(conversation.id, 'whisper') };
    },
  );

  app.post(
    '/conversations/:id/whispers',
    {
      onRequest: app.requireStaff('supervision'),
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Whisper to the counsellor: never shown to the person (supervisor, admin; audited)',
        params: conversationParamsSchema,
        body: whisperBodySchema,
        response: { 201: whisperResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { admin, conversation, person } = await caseOf(app, request.user!, request.params.id);
      const whisper = await app.chatCaseNotes.add(admin, conversation, person, {
        kind: 'whisper',
        text: request.body.text,
      });
      return reply.code(201).send({ whisper });
    },
  );
};

export default route;
