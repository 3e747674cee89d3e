import {
  cannedResponseBodySchema,
  cannedResponseParamsSchema,
  cannedResponseResponseSchema,
  cannedResponsesResponseSchema,
} from '@sehat/core/chat/canned-responses';
import { cannedResponseMessages } from '@sehat/core/chat/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { notFound } from '../../../../platform/http/errors';

/** /api/admin/chat/canned-responses: the team's prepared answers (docs/decisions/0074). */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/canned-responses',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "The counsellor team's prepared answers, by title",
        response: { 200: cannedResponsesResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { cannedResponses: await app.cannedResponses.list() };
    },
  );

  app.post(
    '/canned-responses',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Add a prepared answer',
        body: cannedResponseBodySchema,
        response: { 201: cannedResponseResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await app.cannedResponses.create(request.body);
      request.log.info({ cannedResponseId: row.id, adminId: request.user!.id }, 'canned response added');
      return reply.code(201).send({ cannedResponse: row });
    },
  );

  app.put(
    '/canned-responses/:id',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: "Replace a prepared answer's title and text",
        params: cannedResponseParamsSchema,
        body: cannedResponseBodySchema,
        response: { 200: cannedResponseResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.cannedResponses.update(request.params.id, request.body);
      if (!row) throw notFound(cannedResponseMessages.notFound);
      request.log.info({ cannedResponseId: row.id, adminId: request.user!.id }, 'canned response updated');
      return { cannedResponse: row };
    },
  );

  app.delete(
    '/canned-responses/:id',
    {
      schema: {
        tags: ['admin', 'chat'],
        summary: 'Delete a prepared answer',
        params: cannedResponseParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await app.cannedResponses.remove(request.params.id))) {
        throw notFound(cannedResponseMessages.notFound);
      }
      request.log.info(
        { cannedResponseId: request.params.id, adminId: request.user!.id },
        'canned response deleted',
      );
      return reply.code(204).send(null);
    },
  );
};

export default route;
