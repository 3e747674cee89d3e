import {
  escalationBodySchema,
  escalationParamsSchema,
  escalationResponseSchema,
  escalationsResponseSchema,
} from '@sehat/core/chat/escalation';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { caseOf } from './case-of';

/**
 * `/api/admin/chat/conversations/:id/escalations`: the protocol a counsellor opens for imminent
 * risk, each step timed by the server; supervisors are told when it starts (ADR 230).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/escalations',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "A conversation's escalation protocols, oldest first",
        params: conversationParamsSchema,
        response: { 200: escalationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return { escalations: await app.chatEscalations.list(conversation.id) };
    },
  );

  app.post(
    '/conversations/:id/escalations',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Start the escalation protocol (one ongoing at a time); every supervisor is notified',
        params: conversationParamsSchema,
        body: escalationBodySchema,
        response: { 201: escalationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { admin, conversation } = await caseOf(app, request.user!, request.params.id);
      const escalation = await app.chatEscalations.start(admin.id, conversation, request.body);
      request.log.info({ adminId: admin.id, conversationId: conversation.id }, 'chat escalation started');
      return reply.code(201).send({ escalation });
    },
  );

  app.put(
    '/conversations/:id/escalations/:escalationId',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Record the steps done and the outcome of an escalation',
        params: escalationParamsSchema,
        body: escalationBodySchema,
        response: { 200: escalationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return {
        escalation: await app.chatEscalations.update(conversation, request.params.escalationId, request.body),
      };
    },
  );
};

export default route;
