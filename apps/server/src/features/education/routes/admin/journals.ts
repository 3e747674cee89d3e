import { journalBodySchema, journalResponseSchema } from '@sehat/core/education/schemas';
import { journalMessages } from '@sehat/core/education/messages';
import { idParams } from '@sehat/core/validation/id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { notFound } from '../../../../platform/http/errors';
import { presentJournal } from '../../presenter';

/** /api/admin/journals: add, edit and delete journals. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a journal',
        body: journalBodySchema,
        response: { 201: journalResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await app.journalsRepository.create(request.body);
      request.log.info({ journalId: row.id, adminId: request.user!.id }, 'journal added');
      return reply.code(201).send({ journal: presentJournal(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace a journal (category, title, source and quote)',
        params: idParams(),
        body: journalBodySchema,
        response: { 200: journalResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.journalsRepository.update(request.params.id, request.body);
      if (!row) throw notFound(journalMessages.notFound);
      request.log.info({ journalId: row.id, adminId: request.user!.id }, 'journal updated');
      return { journal: presentJournal(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a journal',
        params: idParams(),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const deleted = await app.journalsRepository.remove(request.params.id);
      if (!deleted) throw notFound(journalMessages.notFound);
      request.log.info({ journalId: request.params.id, adminId: request.user!.id }, 'journal deleted');
      return reply.code(204).send(null);
    },
  );
};

export default route;
