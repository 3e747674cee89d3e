import { responsePageSchema, savedResponseSchema } from '@sehat/core/forum/contract';
import { responseListQuerySchema } from '@sehat/core/forum/list-query';
import { newResponseBodySchema, responseBodySchema } from '@sehat/core/forum/schemas';
import { forumMessages } from '@sehat/core/forum/messages';
import { hasCrisisLanguage } from '@sehat/core/safety/crisis-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeCursor, nextCursorAfter } from '../../../platform/cursors/cursor';
import { decodeVoteCursor, nextVoteCursorAfter } from '../vote-cursor';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import type { ResponsePageRows } from '../responses-repository';
import { forumPolicy, isModerator } from '../policy';
import { forumViewer, type ForumViewer } from '../viewer';
import { presentResponse } from '../presenter';
import { forumActorOf, idParamsSchema } from './shared';

const presentPage = (page: ResponsePageRows, total: number, viewer: ForumViewer) => ({
  responses: page.rows.map((row) => presentResponse(row, viewer)),
  total,
});

const responses: FastifyPluginAsyncZod = async (app) => {
  const repository = app.forumResponsesRepository;

  const loadResponse = async (id: number, viewer: ForumViewer) => {
    const row = await repository.findById(id, viewer);
    if (!row) throw notFound(forumMessages.responseNotFound);
    return presentResponse(row, viewer);
  };

  app.get(
    '/questions/:id/responses',
    {
      schema: {
        tags: ['forum'],
        summary: "A question's responses, oldest first or most votes first (sort=membantu), a page at a time",
        params: idParamsSchema,
        querystring: responseListQuerySchema,
        response: { 200: responsePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const questionId = request.params.id;
      const { query } = request;
      const viewer = forumViewer(request.user);
      // The page carries the question's check and total; only an empty page asks for them alone.
      const totalOf = async (page: ResponsePageRows) => {
        const total =
          page.rows.length > 0
            ? page.total
            : await app.forumQuestionsRepository.responseTotal(questionId, viewer);
        if (total === undefined) throw notFound(forumMessages.questionNotFound);
        return total;
      };
      if (query.sort === 'membantu') {
        const page = await repository.listByVotes(questionId, query, viewer, decodeVoteCursor(query.cursor));
        return {
          ...presentPage(page, await totalOf(page), viewer),
          nextCursor: nextVoteCursorAfter(page.rows, page.hasMore),
        };
      }
      const page = await repository.list(questionId, query, viewer, decodeCursor(query.cursor));
      return {
        ...presentPage(page, await totalOf(page), viewer),
        nextCursor: nextCursorAfter(page.rows, page.hasMore),
      };
    },
  );

  app.post(
    '/questions/:id/responses',
    {
      onRequest: app.requireLogin(forumMessages.loginToRespond),
      schema: {
        tags: ['forum'],
        summary: 'Respond to a question (logged in; rate-limited per user), optionally as Anonim',
        params: idParamsSchema,
        body: newResponseBodySchema,
        response: { 201: savedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = forumActorOf(request);
      const author = { id: actor.id, admin: isModerator(actor) };
      const crisis = hasCrisisLanguage(request.body.text);
      // The limits count inside the response's transaction: a hidden or deleted question is
      // refused before them, and a refused response counts nothing.
      const subject = { userId: actor.id };
      const limits = (
        ['forum:response', app.forumStanding.newAccountLimit('response', actor)] as const
      ).flatMap((limit) => (limit ? [{ limit, subject }] : []));
      const created = await repository.create(request.params.id, author, request.body, crisis, (tx) =>
        app.rateLimiter.enforceAll(limits, tx),
      );
      if (!created) throw notFound(forumMessages.questionNotFound);
      return reply.code(201).send({ response: presentResponse(created, author), crisis });
    },
  );

  app.patch(
    '/responses/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['forum'],
        summary: 'Edit a response (its author only)',
        params: idParamsSchema,
        body: responseBodySchema,
        response: { 200: savedResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const found = await repository.authorOf(id);
      if (!found) throw notFound(forumMessages.responseNotFound);
      forumPolicy.assertCanEditResponse(actor, found.authorId);
      const crisis = hasCrisisLanguage(request.body.text);
      if (!(await repository.update(id, found.authorId, request.body.text, crisis))) {
        throw notFound(forumMessages.responseNotFound);
      }
      return { response: await loadResponse(id, forumViewer(request.user)), crisis };
    },
  );

  app.delete(
    '/responses/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['forum'],
        summary: 'Delete a response (its author, or an admin as moderation)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = forumActorOf(request);
      const { id } = request.params;
      const found = await repository.authorOf(id);
      if (!found) throw notFound(forumMessages.responseNotFound);
      const kind = forumPolicy.responseDeletion(actor, found.authorId);
      const removed = await repository.remove(id, found.authorId, kind === 'moderator' ? actor : null);
      if (!removed) throw notFound(forumMessages.responseNotFound);
      return reply.code(204).send(null);
    },
  );
};

export default responses;
