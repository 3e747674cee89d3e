import type { ModerationKind } from '@sehat/core/forum/moderation-contract';
import { reportBodySchema, reportResultSchema } from '@sehat/core/forum/report-schemas';
import { reportWeight } from '@sehat/core/forum/standing';
import { forumMessages } from '@sehat/core/forum/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { forbidden, notFound } from '../../../platform/http/errors';
import { forumViewer, type ForumViewer } from '../viewer';
import { forumActorOf, idParamsSchema } from './shared';

/**
 * Reporting a question or a response: logged-in users only, never one's own item, counted
 * once per reporter (201 the first time, 200 after). Enough distinct reporters hide the item.
 */
const reports: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const authorOf = async (kind: ModerationKind, id: number, viewer: ForumViewer) => {
    if (kind === 'response') {
      const found = await app.forumResponsesRepository.findVisible(id, viewer);
      if (!found) throw notFound(forumMessages.responseNotFound);
      return found.authorId;
    }
    const authorId = await app.forumQuestionsRepository.authorOf(id);
    if (authorId === undefined || !(await app.forumQuestionsRepository.isVisible(id, viewer))) {
      throw notFound(forumMessages.questionNotFound);
    }
    return authorId;
  };

  for (const kind of ['question', 'response'] as const) {
    app.post(
      `/${kind}s/:id/reports`,
      {
        onRequest: app.requireLogin(forumMessages.loginToReport),
        schema: {
          tags: ['forum'],
          summary: `Report a ${kind} (logged in; once per user; not one's own)`,
          params: idParamsSchema,
          body: reportBodySchema,
          response: { 200: reportResultSchema, 201: reportResultSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const actor = forumActorOf(request);
        const { id } = request.params;
        if ((await authorOf(kind, id, forumViewer(request.user))) === actor.id) {
          throw forbidden(forumMessages.ownReport);
        }
        await app.rateLimiter.enforce('forum:report', { userId: actor.id });
        await app.forumStanding.enforceNewAccountLimit('report', actor);
        const weight = reportWeight[await app.forumStanding.of(actor)];
        const outcome = await app.forumReportsRepository.report(
          kind,
          id,
          { id: actor.id, weight },
          request.body,
          config.forumHideAfterReports,
        );
        if (!outcome) {
          throw notFound(
            kind === 'question' ? forumMessages.questionNotFound : forumMessages.responseNotFound,
          );
        }
        const { reason, note, createdAt } = outcome.report;
        return reply.code(outcome.created ? 201 : 200).send({
          report: { reason, note, createdAt: createdAt.toISOString() },
          alreadyReported: !outcome.created,
        });
      },
    );
  }
};

export default reports;
