import { questionsResponseSchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-body';
import { questionRevision } from '../../../lib/question-revision';
import { presentSelftestQuestion } from '../../../presenters/selftest';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions',
    {
      schema: {
        tags: ['selftest'],
        summary: 'The questionnaire in order, with the revision a submission must match',
        response: { 200: questionsResponseSchema, ...errorResponses },
      },
    },
    // An open test polls this to notice new questions: it is never cached (no-store, ADR 62).
    async () => {
      const rows = await app.selftestQuestions.list();
      const questions = rows.map(presentSelftestQuestion);
      return { questions, revision: questionRevision(questions) };
    },
  );
};

export default route;
