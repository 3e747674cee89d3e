import {
  moderationActionBodySchema,
  moderationDecisionSchema,
  moderationKinds,
} from '@sehat/core/forum/moderation-contract';
import { forumMessages } from '@sehat/core/forum/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { notFound } from '../../../../platform/http/errors';
import { presentModerationItem } from '../../moderation-presenter';
import { forumActorOf, idParamsSchema } from '../shared';

const paramsSchema = idParamsSchema.extend({ kind: z.enum(moderationKinds) });

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:kind/:id',
    {
      schema: {
        tags: ['admin', 'forum'],
        summary: 'Decide on an item: keep (reports closed), hide, or delete; every decision is logged',
        params: paramsSchema,
        body: moderationActionBodySchema,
        response: { 200: moderationDecisionSchema, 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind, id } = request.params;
      const { action } = request.body;
      const gone = kind === 'question' ? forumMessages.questionNotFound : forumMessages.responseNotFound;
      if (!(await app.moderationDecisions.decide(kind, id, action, forumActorOf(request))))
        throw notFound(gone);
      if (action === 'delete') return reply.code(204).send(null);
      const found = await app.moderationQueue.find(kind, id);
      if (!found) throw notFound(gone);
      return { item: presentModerationItem(found.row, found.reports) };
    },
  );
};

export default route;
