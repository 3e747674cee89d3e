import { conversationResponseSchema } from '@sehat/core/chat/schemas';
import { chatMessages } from '@sehat/core/chat/messages';
import { conversationParamsSchema } from '@sehat/core/chat/schemas';
import { whisperMessages } from '@sehat/core/chat/whisper-messages';
import { transferBodySchema } from '@sehat/core/chat/whispers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { badRequest } from '../../../../platform/http/errors';
import { isCounsellor } from '../../policy';
import { conversationBody } from '../conversation-body';
import { caseOf } from './case-of';

/**
 * `POST /api/admin/chat/conversations/:id/transfer`: a supervisor hands a conversation to another
 * counsellor with a handover note, which the new holder reads first as a whisper (ADR 229).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:id/transfer',
    {
      onRequest: app.requireStaff('supervision'),
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Hand a conversation to another counsellor with a note (supervisor, admin; audited)',
        params: conversationParamsSchema,
        body: transferBodySchema,
        response: { 200: conversationResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { admin, conversation, person } = await caseOf(app, request.user!, request.params.id);
      const { assigneeId, note } = request.body;
      const assignee = await app.usersRepository.findById(assigneeId);
      if (!assignee || !isCounsellor(assignee)) throw badRequest(chatMessages.assigneeNotCounsellor);
      if (conversation.assigneeId === assignee.id) throw badRequest(whisperMessages.sameAssignee);
      const updated = await app.chatTriage.update(conversation, { assigneeId }, async (tx, row) => {
        await app.auditLog.record(tx, {
          actor: admin,
          action: 'chat.transferred',
          target: person,
          details: {},
        });
        await app.chatCaseNotes.addIn(tx, admin, row, person, { kind: 'whisper', text: note });
      });
      return { conversation: await conversationBody(app, updated, request.user!) };
    },
  );
};

export default route;
