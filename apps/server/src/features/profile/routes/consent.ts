import { consentBodySchema, privacyPolicyVersion } from '@sehat/core/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';

/** PUT /api/profile/consent: consent to the current policy (asked again when it changes). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/consent',
    {
      schema: {
        tags: ['profile'],
        summary: 'Give consent to the current privacy policy (and the optional statistics one)',
        body: consentBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.usersRepository.recordConsent(request.user!.id, {
        at: new Date(),
        policyVersion: privacyPolicyVersion,
        statistics: request.body.statistics ?? false,
      });
      return reply.code(204).send(null);
    },
  );
};

export default route;
