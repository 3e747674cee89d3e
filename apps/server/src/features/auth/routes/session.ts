import { needsConsent } from '@sehat/core/privacy/consent';
import { sessionSchema } from '@sehat/core/auth/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { presentUser } from '../../../platform/accounts/user-presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in (null for a visitor)',
        response: {
          200: sessionSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      if (!request.user) return { user: null, lastResult: null, consentNeeded: false };
      const lastResult = await app.selftestSubmissions.lastResultOf(request.user.id);
      return {
        user: presentUser(request.user),
        lastResult,
        consentNeeded: needsConsent(request.user),
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export default route;
