import { questionsResponseSchema } from '@sehat/core/selftest/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { questionRevision } from '../question-revision';
import { revalidateCacheControl } from '../../../platform/web-pages/public-cache';
import { presentSelftestQuestion } from '../presenter';

const route: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const { neurosisCutoff } = config.selftest;
  app.get(
    '/questions',
    {
      schema: {
        tags: ['selftest'],
        summary: 'The questionnaire in order, with the revision a submission must match',
        response: { 200: questionsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const cached = await app.publicCache.get('selftest', 'questions', async () => {
        const questions = (await app.selftestQuestions.list()).map(presentSelftestQuestion);
        return { questions, revision: questionRevision(questions), neurosisCutoff };
      });
      // An open test polls this to notice new questions: caches must ask each time (a 304 is cheap).
      return app.publicCache.send(request, reply, cached, revalidateCacheControl);
    },
  );
};

export default route;
