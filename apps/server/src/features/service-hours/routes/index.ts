import { serviceHoursBodySchema, serviceHoursResponseSchema } from '@sehat/core/service-hours/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { presentServiceHours } from '../presenter';

/** `GET /api/chat/service-hours`: for visitors too (the help page and the counsellor dialog say the hours). */
const read: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['chat'],
        summary:
          'The counsellors’ weekly hours, closed dates and zone; whether open now and when it opens next',
        response: { 200: serviceHoursResponseSchema, ...errorResponses },
      },
    },
    async () => presentServiceHours(await app.serviceHours.current(), new Date()),
  );
};

/** `PUT /api/admin/service-hours`: an admin replaces the whole schedule (audited). */
const replace: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('serviceHours'));
  app.put(
    '/',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Replace the service hours: timezone, weekly (seven days), closedDates',
        body: serviceHoursBodySchema,
        response: { 200: serviceHoursResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const hours = await app.serviceHours.replace({ id: user.id, username: user.username }, request.body);
      request.log.info({ adminId: user.id }, 'service hours changed');
      return presentServiceHours(hours, new Date());
    },
  );
};

const serviceHours: FastifyPluginAsync = async (app) => {
  await app.register(read, { prefix: '/chat/service-hours' });
  await app.register(replace, { prefix: '/admin/service-hours' });
};

export default serviceHours;
