import {
  noteBodySchema,
  noteResponseSchema,
  notesResponseSchema,
  summaryBodySchema,
  summaryResponseSchema,
} from '@sehat/core/chat/case-notes';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { caseOf } from './case-of';

/**
 * `/api/admin/chat/conversations/:id/notes` and `/summary`: the team's private record of a
 * conversation (ADR 195). Only under the admin prefix; nothing here reaches a user route.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/notes',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'The private notes on a conversation, oldest first',
        params: conversationParamsSchema,
        response: { 200: notesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return { notes: await app.chatCaseNotes.list(conversation.id, 'note') };
    },
  );

  app.post(
    '/conversations/:id/notes',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Add a private note (audited)',
        params: conversationParamsSchema,
        body: noteBodySchema,
        response: { 201: noteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { admin, conversation, person } = await caseOf(app, request.user!, request.params.id);
      const note = await app.chatCaseNotes.add(admin, conversation, person, {
        kind: 'note',
        text: request.body.text,
      });
      request.log.info({ adminId: admin.id, conversationId: conversation.id }, 'chat note added');
      return reply.code(201).send({ note });
    },
  );

  app.get(
    '/conversations/:id/summary',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'The case summary the next counsellor reads first, or null',
        params: conversationParamsSchema,
        response: { 200: summaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { conversation } = await caseOf(app, request.user!, request.params.id);
      return { summary: await app.chatCaseNotes.summary(conversation.id) };
    },
  );

  app.put(
    '/conversations/:id/summary',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Replace the case summary: riskLevel, referralMade, followUp (audited)',
        params: conversationParamsSchema,
        body: summaryBodySchema,
        response: { 200: summaryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { admin, conversation, person } = await caseOf(app, request.user!, request.params.id);
      const summary = await app.chatCaseNotes.saveSummary(admin, conversation, person, request.body);
      request.log.info({ adminId: admin.id, conversationId: conversation.id }, 'case summary saved');
      return { summary };
    },
  );
};

export default route;
