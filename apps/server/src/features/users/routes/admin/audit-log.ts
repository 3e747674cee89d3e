import { auditLogListSchema, auditLogQuerySchema } from '@sehat/core/admin/audit/schemas';
import { adminUserMessages } from '@sehat/core/admin/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { decodeIdCursor } from '../../../../platform/cursors/id-cursor';
import { presentAuditEntry } from '../../audit-entry-presenter';

/** `/api/admin/audit-log`: what admins did, newest first. */
const auditLog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The admin audit log, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const beforeId = cursor ? decodeIdCursor(cursor, adminUserMessages.invalidCursor) : undefined;
      const { rows, nextCursor } = await app.auditLog.list({ limit, beforeId });
      return { entries: rows.map(presentAuditEntry), nextCursor };
    },
  );
};

export default auditLog;
