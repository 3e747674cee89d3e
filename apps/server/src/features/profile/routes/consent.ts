import { needsConsent } from '@sehat/core/privacy/consent';
import { consentStatusSchema } from '@sehat/core/privacy/export-schema';
import {
  consentBodySchema,
  privacyPolicyVersion,
  statisticsConsentBodySchema,
} from '@sehat/core/privacy/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountRow } from '../../../platform/accounts/user-presenter';
import { errorResponses } from '../../../platform/http/error-body';
import { unauthorized } from '../../../platform/http/errors';
import { presentConsent } from '../../../platform/privacy/consent-record';

const statusOf = (user: AccountRow) => ({
  consent: presentConsent(user),
  currentPolicyVersion: privacyPolicyVersion,
  needed: needsConsent(user),
});

/**
 * `/api/profile/consent`: what the person agreed to, consent to the current policy (asked again
 * when it changes), and the optional statistics consent given or withdrawn on its own (ADR 201).
 */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consent',
    {
      schema: {
        tags: ['profile'],
        summary: 'What I agreed to and when, and whether the current policy still needs my consent',
        response: { 200: consentStatusSchema, ...errorResponses },
      },
    },
    async (request) => statusOf(request.user!),
  );

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

  app.put(
    '/consent/statistics',
    {
      schema: {
        tags: ['profile'],
        summary: 'Give or withdraw the optional consent to count my results in statistics',
        body: statisticsConsentBodySchema,
        response: { 200: consentStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await app.usersRepository.recordStatisticsConsent(
        request.user!.id,
        request.body.statistics,
        new Date(),
      );
      if (!updated) throw unauthorized();
      return statusOf(updated);
    },
  );
};

export default route;
