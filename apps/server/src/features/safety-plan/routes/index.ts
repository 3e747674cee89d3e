import { safetyPlanBodySchema, safetyPlanResponseSchema } from '@sehat/core/safety-plan/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';

/**
 * `/api/safety-plan`: the session user's own plan, and nobody else's. No route takes a user or
 * plan id, so there is no one else's plan to ask for.
 */
const safetyPlan: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      schema: {
        tags: ['safety-plan'],
        summary: "The logged-in person's safety plan, or null",
        response: { 200: safetyPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ plan: await app.safetyPlans.find(request.user!.id) }),
  );

  app.put(
    '/',
    {
      schema: {
        tags: ['safety-plan'],
        summary: 'Write the safety plan: every step, each list at most 10 entries',
        body: safetyPlanBodySchema,
        response: { 200: safetyPlanResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ plan: await app.safetyPlans.save(request.user!.id, request.body) }),
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['safety-plan'],
        summary: 'Delete the safety plan',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.safetyPlans.remove(request.user!.id);
      return reply.code(204).send(null);
    },
  );
};

export default safetyPlan;
