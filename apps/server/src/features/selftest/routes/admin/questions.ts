import { adminQuestionMessages } from '@sehat/core/selftest/messages';
import { checkCrisisItemChange } from '@sehat/core/selftest/crisis-item-guard';
import {
  adminQuestionResponseSchema,
  nomorParamsSchema,
  questionDeleteQuerySchema,
  selftestQuestionBodySchema,
} from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { conflict, notFound } from '../../../../platform/http/errors';
import { presentSelftestQuestion } from '../../presenter';

const route: FastifyPluginAsyncZod = async (app) => {
  /** Refuses to take the crisis item away unless its number was typed, and ever the last one (ADR 117). */
  const guardCrisisItem = async (nomor: number, removesCrisis: boolean, typedNomor: number | undefined) => {
    const questions = await app.selftestQuestions.list();
    const question = questions.find((q) => q.nomor === nomor);
    if (!question) throw notFound(adminQuestionMessages.notFound);
    const crisisCount = questions.filter((q) => q.crisis).length;
    const verdict = checkCrisisItemChange({ question, removesCrisis, typedNomor, crisisCount });
    if (!verdict.allowed) throw conflict(verdict.code, verdict.message);
  };

  app.post(
    '/questions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a question at the end of the test',
        body: selftestQuestionBodySchema,
        response: { 201: adminQuestionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await app.selftestQuestions.create(request.body);
      return reply.code(201).send({ question: presentSelftestQuestion(row) });
    },
  );

  app.put(
    '/questions/:nomor',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a question (stored results keep the version they were scored with)',
        params: nomorParamsSchema,
        body: selftestQuestionBodySchema,
        response: { 200: adminQuestionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { crisis, confirmNomor } = request.body;
      await guardCrisisItem(request.params.nomor, crisis === false, confirmNomor);
      const row = await app.selftestQuestions.update(request.params.nomor, request.body);
      if (!row) throw notFound(adminQuestionMessages.notFound);
      return { question: presentSelftestQuestion(row) };
    },
  );

  app.delete(
    '/questions/:nomor',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a question',
        params: nomorParamsSchema,
        querystring: questionDeleteQuerySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await guardCrisisItem(request.params.nomor, true, request.query.konfirmasi);
      if (!(await app.selftestQuestions.remove(request.params.nomor))) {
        throw notFound(adminQuestionMessages.notFound);
      }
      return reply.code(204).send(null);
    },
  );
};

export default route;
