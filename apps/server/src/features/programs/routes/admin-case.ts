import { chatMessages } from '@sehat/core/chat/messages';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import { programOf } from '@sehat/core/programs/registry';
import { programCaseListSchema } from '@sehat/core/programs/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { presentProgramCase } from '../presenter';

/**
 * `/api/admin/programs/conversations/:id`: the programmes of the conversation's person that
 * they asked a counsellor to follow (ADR 234), for the case panel. Without that consent the
 * list is empty: nothing of their progress shows beside the chat.
 */
const adminCase: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('inbox'));

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags: ['admin', 'programs'],
        summary:
          'Guided programmes of the conversation’s person: sessions done, PHQ-9 baseline and latest, flags',
        params: conversationParamsSchema,
        response: { 200: programCaseListSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The inbox's area lets its staff into every conversation, as the chat's own case routes.
      const conversation = await app.chatRepository.findConversation(request.params.id);
      if (!conversation) throw notFound(chatMessages.conversationNotFound);
      const guided = await app.programRepository.guidedOf(conversation.userId);
      return {
        programs: guided.flatMap(({ enrolment, sessions }) => {
          const program = programOf(enrolment.code);
          return program ? [presentProgramCase(program, enrolment, sessions)] : [];
        }),
      };
    },
  );
};

export default adminCase;
