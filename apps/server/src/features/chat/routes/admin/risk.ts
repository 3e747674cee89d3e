import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import { conversationRiskSchema, riskHandledBodySchema } from '@sehat/core/risk/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { caseOf } from './case-of';

/**
 * `/api/admin/chat/conversations/:id/risk`: every risk signal on a conversation with its source
 * and time, and marking them handled with a note (api.md "One risk model", ADR 210).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/risk',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "The conversation's risk signals, oldest first, and whether any is not handled yet",
        params: conversationParamsSchema,
        response: { 200: conversationRiskSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return app.chatRiskSignals.of(conversation.id);
    },
  );

  app.post(
    '/conversations/:id/risk/handled',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Mark every risk signal so far handled, with a note for the case notes (audited)',
        params: conversationParamsSchema,
        body: riskHandledBodySchema,
        response: { 200: conversationRiskSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { admin, conversation, person } = await caseOf(app, request.user!, request.params.id);
      const risk = await app.chatRiskSignals.handle(admin, conversation, person, request.body.note);
      request.log.info({ adminId: admin.id, conversationId: conversation.id }, 'chat risk handled');
      return risk;
    },
  );
};

export default route;
