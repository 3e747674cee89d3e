import { questionPageSchema, questionResponseSchema, savedQuestionSchema } from '@sehat/core/forum/contract';
import { questionListQuerySchema } from '@sehat/core/forum/list-query';
import { forumQuestionBodySchema, newQuestionBodySchema } from '@sehat/core/forum/schemas';
import { forumMessages } from '@sehat/core/forum/messages';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCursor, nextCursorAfter } from '../../../platform/cursors/cursor';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound, unauthorized } from '../../../platform/http/errors';
import { publicCacheControl } from '../../../platform/web-pages/public-cache';
import { forumPolicy } from '../policy';
import { forumViewer, type ForumViewer } from '../viewer';
import { presentForumQuestion } from '../presenter';
import { forumActorOf, idParamsSchema } from './shared';

const questions: FastifyPluginAsyncZod = async (app) => {
  const repository = app.forumQuestionsRepository;

  const loadQuestion = async (id: number, viewer: ForumViewer) => {
    const row = await repository.findById(id, viewer);
    if (!row) throw notFound(forumMessages.questionNotFound);
    return { question: presentForumQuestion(row, viewer) };
  };
  const crisisIn = (body: { title: string; desc: string }) =>
    hasCrisisLanguage(`${body.title}\n${body.desc}`);

  app.get(
    '/questions',
    {
      schema: {
        tags: ['forum'],
        summary: 'Questions, one page at a time, with the total the filters match',
        querystring: questionListQuerySchema,
        response: { 200: questionPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.mine && !request.user) throw unauthorized(forumMessages.loginForMine);
      const after = decodeCursor(query.cursor);
      const viewer = forumViewer(request.user);
      const load = async () => {
        const page = await repository.list(query, viewer, after);
        return {
          questions: page.rows.map((row) => presentForumQuestion(row, viewer)),
          total: page.total,
          totalCapped: page.totalCapped,
          nextCursor: nextCursorAfter(page.rows, page.hasMore),
        };
      };
      // A visitor's first page (no search) is the same for every visitor: cached and shareable (ADR 73).
      if (request.user || query.cursor || query.q || query.mine) return load();
      const cached = await app.publicCache.get('forum', JSON.stringify(query), load);
      reply.header('vary', 'cookie');
      return app.publicCache.send(request, reply, cached, publicCacheControl);
    },
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags: ['forum'],
        summary: 'One question',
        params: idParamsSchema,
        response: { 200: questionResponseSchema, ...errorResponses },
      },
    },
    async (request) => loadQuestion(request.params.id, forumViewer(request.user)),
  );

  app.post(
    '/questions',
    {
      onRequest: app.requireLogin(forumMessages.loginToAsk),
      schema: {
        tags: ['forum'],
        summary: 'Ask a question (logged in; rate-limited per user), optionally as Anonim',
        body: newQuestionBodySchema,
        response: { 201: savedQuestionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = forumActorOf(request);
      await app.rateLimiter.enforce('forum:question', { userId: actor.id });
      await app.forumStanding.enforceNewAccountLimit('question', actor);
      const crisis = crisisIn(request.body);
      const id = await repository.create(actor.id, request.body, crisis);
      const { question } = await loadQuestion(id, forumViewer(request.user));
      return reply.code(201).send({ question, crisis });
    },
  );

  app.patch(
    '/questions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['forum'],
        summary: 'Edit a question (its author only)',
        params: idParamsSchema,
        body: forumQuestionBodySchema,
        response: { 200: savedQuestionSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const authorId = await repository.authorOf(id);
      if (authorId === undefined) throw notFound(forumMessages.questionNotFound);
      forumPolicy.assertCanEditQuestion(actor, authorId);
      const crisis = crisisIn(request.body);
      if (!(await repository.update(id, authorId, request.body, crisis))) {
        throw notFound(forumMessages.questionNotFound);
      }
      const { question } = await loadQuestion(id, forumViewer(request.user));
      return { question, crisis };
    },
  );

  app.delete(
    '/questions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['forum'],
        summary: 'Delete a question with its responses (its author, or an admin as moderation)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const authorId = await repository.authorOf(id);
      if (authorId === undefined) throw notFound(forumMessages.questionNotFound);
      const kind = forumPolicy.questionDeletion(actor, authorId);
      const removed = await repository.remove(id, authorId, kind === 'moderator' ? actor : null);
      if (!removed) throw notFound(forumMessages.questionNotFound);
      return reply.code(204).send(null);
    },
  );
};

export default questions;
