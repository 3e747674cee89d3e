import { forumQuestionSchema, questionPageSchema } from '@sehat/core/forum/contract';
import { questionListQuerySchema } from '@sehat/core/forum/list-query';
import { forumQuestionBodySchema } from '@sehat/core/forum/schemas';
import { forumMessages } from '@sehat/core/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { decodeCursor, nextCursorAfter } from '../../../lib/cursor';
import { errorResponses } from '../../../lib/error-body';
import { notFound, unauthorized } from '../../../lib/errors';
import type { LimitRule } from '../../../plugins/platform/rate-limiter';
import { forumPolicy } from '../../../policies/forum';
import { presentForumQuestion } from '../../../presenters/forum';
import { forumActorOf, idParamsSchema } from './shared';

const questionResponse = z.object({ question: forumQuestionSchema });

const questions: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const askLimit: LimitRule = {
    name: 'forum:question',
    ...config.forumLimits.question,
    message: forumMessages.questionRateLimited,
  };
  const repository = app.forumQuestionsRepository;

  const loadQuestion = async (id: number) => {
    const row = await repository.findById(id);
    if (!row) throw notFound(forumMessages.questionNotFound);
    return { question: presentForumQuestion(row) };
  };

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
    async (request) => {
      const query = request.query;
      if (query.mine && !request.user) throw unauthorized(forumMessages.loginForMine);
      const after = decodeCursor(query.cursor);
      const page = await repository.list(query, request.user?.id ?? null, after);
      return {
        questions: page.rows.map(presentForumQuestion),
        total: page.total,
        nextCursor: nextCursorAfter(page.rows, page.hasMore),
      };
    },
  );

  app.get(
    '/questions/:id',
    {
      schema: {
        tags: ['forum'],
        summary: 'One question',
        params: idParamsSchema,
        response: { 200: questionResponse, ...errorResponses },
      },
    },
    async (request) => loadQuestion(request.params.id),
  );

  app.post(
    '/questions',
    {
      onRequest: app.requireLogin(forumMessages.loginToAsk),
      schema: {
        tags: ['forum'],
        summary: 'Ask a question (logged in; rate-limited per user)',
        body: forumQuestionBodySchema,
        response: { 201: questionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = forumActorOf(request);
      await app.rateLimiter.enforce(askLimit, { userId: actor.id });
      const id = await repository.create(actor.id, request.body);
      return reply.code(201).send(await loadQuestion(id));
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
        response: { 200: questionResponse, ...errorResponses },
      },
    },
    async (request) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const authorId = await repository.authorOf(id);
      if (authorId === undefined) throw notFound(forumMessages.questionNotFound);
      forumPolicy.assertCanEditQuestion(actor, authorId);
      if (!(await repository.update(id, authorId, request.body))) {
        throw notFound(forumMessages.questionNotFound);
      }
      return loadQuestion(id);
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
