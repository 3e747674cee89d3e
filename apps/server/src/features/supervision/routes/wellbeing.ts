import {
  debriefParamsSchema,
  debriefResponseSchema,
  debriefsResponseSchema,
  wellbeingBodySchema,
  wellbeingEntriesResponseSchema,
  wellbeingEntryResponseSchema,
} from '@sehat/core/supervision/care';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/**
 * `/api/admin/wellbeing`: every staff member's own care (ADR 231). Entries are one's own only;
 * nobody reads another's, supervisors see counts and averages in the reports.
 */
const wellbeing: FastifyPluginAsyncZod = async (app) => {
  // Every staff role has the inbox: this is the area all of them share.
  app.addHook('onRequest', app.requireStaff('inbox'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: "One's own wellbeing checks, newest first",
        response: { 200: wellbeingEntriesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await app.staffCare.entries(request.user!.id) };
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: 'Record how one is: a score 1–5 and an optional private note',
        body: wellbeingBodySchema,
        response: { 201: wellbeingEntryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ entry: await app.staffCare.addEntry(request.user!.id, request.body) }),
  );

  app.get(
    '/debriefs',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: "One's own debriefs not yet held",
        response: { 200: debriefsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { debriefs: await app.staffCare.openDebriefs(request.user!.id, new Date()) };
    },
  );

  app.post(
    '/debriefs/:id/held',
    {
      schema: {
        tags: ['admin', 'supervision'],
        summary: 'Mark a debrief held, with who and when: its counsellor or a supervisor (audited)',
        params: debriefParamsSchema,
        response: { 200: debriefResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      debrief: await app.staffCare.markHeld(request.user!, request.params.id, new Date()),
    }),
  );
};

export default wellbeing;
