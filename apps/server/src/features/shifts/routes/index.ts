import { shiftsBodySchema, shiftsResponseSchema } from '@sehat/core/shifts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** `GET /api/admin/shifts`: any staff with the inbox (a counsellor sees the week too). */
const read: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('inbox'));
  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'shifts'],
        summary: "The counsellors' weekly shifts, Monday first, on the service's clock",
        response: { 200: shiftsResponseSchema, ...errorResponses },
      },
    },
    async () => ({ shifts: await app.shifts.list() }),
  );
};

/** `PUT /api/admin/shifts`: a supervisor or an admin replaces the whole week. */
const replace: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('shifts'));
  app.put(
    '/',
    {
      schema: {
        tags: ['admin', 'shifts'],
        summary: 'Replace the weekly shifts: {counsellorId, day 0 Sunday–6 Saturday, start, end}',
        body: shiftsBodySchema,
        response: { 200: shiftsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const shifts = await app.shifts.replace(request.body.shifts);
      request.log.info({ adminId: request.user!.id, shifts: shifts.length }, 'shifts replaced');
      return { shifts };
    },
  );
};

const shifts: FastifyPluginAsyncZod = async (app) => {
  await app.register(read);
  await app.register(replace);
};

export default shifts;
