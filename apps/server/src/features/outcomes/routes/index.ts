import { quarterOf } from '@sehat/core/outcomes/quarters';
import { outcomesQuerySchema, outcomesSchema } from '@sehat/core/outcomes/schemas';
import { publishedCount } from '@sehat/core/outcomes/suppression';
import { dateIn } from '@sehat/core/time/date-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { presentChatFigures, presentProgramFigures } from '../presenter';

/** `GET /api/outcomes`: public, aggregated, every count under 10 null. */
const outcomes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['outcomes'],
        summary: 'The service’s outcomes for a period (default: this quarter); counts under 10 are null',
        querystring: outcomesQuerySchema,
        response: { 200: outcomesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { timezone } = await app.serviceHours.current();
      const today = dateIn(new Date(), timezone);
      const { from, to } = request.query.from && request.query.to ? request.query : quarterOf(today);
      const period = { from: from!, to: to!, timezone };
      const [screenings, enrolments, chat] = await Promise.all([
        app.outcomeRepository.screenings(period),
        app.outcomeRepository.enrolments(period),
        app.reportRepository.chat({ from: period.from, to: period.to }, timezone, new Date()),
      ]);
      return {
        period: { from: period.from, to: period.to },
        screenings: {
          srq29: publishedCount(screenings.srq29),
          phq9: publishedCount(screenings.phq9),
          gad7: publishedCount(screenings.gad7),
        },
        programs: presentProgramFigures(enrolments),
        chat: presentChatFigures(chat.total),
      };
    },
  );
};

export default outcomes;
