import { crisisContactsSchema } from '@sehat/core/selftest/crisis-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { configCacheControl, etagOf } from '../../../platform/web-pages/public-cache';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = { contacts: config.selftest.crisisContacts };
  // From the environment: fixed for the life of the process, so its ETag is too.
  const cached = { value: body, etag: etagOf(body) };

  app.get(
    '/crisis-contacts',
    {
      schema: {
        tags: ['selftest'],
        summary: 'Where to get help now (configured by CRISIS_CONTACTS)',
        response: { 200: z.object({ contacts: crisisContactsSchema }), ...errorResponses },
      },
    },
    async (request, reply) => app.publicCache.send(request, reply, cached, configCacheControl),
  );
};

export default route;
