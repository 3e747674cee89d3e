import { crisisContactsSchema } from '@sehat/core/selftest/crisis-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../lib/error-body';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = { contacts: config.selftest.crisisContacts };

  app.get(
    '/crisis-contacts',
    {
      schema: {
        tags: ['selftest'],
        summary: 'Where to get help now (configured by CRISIS_CONTACTS)',
        response: { 200: z.object({ contacts: crisisContactsSchema }), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};

export default route;
