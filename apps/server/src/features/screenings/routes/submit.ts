import { screeningItems } from '@sehat/core/screenings/items';
import { screeningErrors } from '@sehat/core/screenings/messages';
import {
  screeningCodeParamsSchema,
  screeningSubmissionBodySchema,
  submittedScreeningSchema,
} from '@sehat/core/screenings/schemas';
import { answersProblem, scoreScreening } from '@sehat/core/screenings/scoring';
import type { ScreeningAnswer } from '@sehat/core/screenings/instruments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { changesNoPublicData } from '../../../platform/web-pages/public-cache';
import { badRequest } from '../../../platform/http/errors';
import { requesterOf } from '../../../platform/http/rate-limiter';
import { presentScreeningResult } from '../presenter';
import { scoredCodeOf } from './screening-code';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:code/submissions',
    {
      // A result is no public data (ADR 255).
      config: changesNoPublicData,
      schema: {
        tags: ['screenings'],
        summary: 'Score a PHQ-9 or GAD-7 (one answer 0–3 per question, in order); visitors may submit too',
        params: screeningCodeParamsSchema,
        body: screeningSubmissionBodySchema,
        response: { 201: submittedScreeningSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const code = scoredCodeOf(request.params.code);
      const { jawaban } = request.body;
      const problem = answersProblem(code, jawaban);
      if (problem) {
        const message =
          problem === 'count'
            ? screeningErrors.answersWrongCount(screeningItems[code].length)
            : screeningErrors.answersInvalid;
        throw badRequest(message, { jawaban: message });
      }
      const answers = jawaban as ScreeningAnswer[];
      const userId = request.user?.id ?? null;
      const { clientId } = request.body;
      // The self-test's hourly allowance, counted apart: visitors per address, users per account.
      const limit = { rule: 'screenings' as const, subject: requesterOf(request) };
      const { score, band, crisis } = scoreScreening(code, answers);
      const result = { code, answers, score, band, crisis, userId, clientId: clientId ?? null };
      // No guard: only SRQ-29's questions change, so the store always takes the result.
      const { row, claimToken } = (await app.screeningResults.store(result, { limit }))!;
      // The claim token is given once: a resend's answer has none (its first answer had it).
      return reply.code(201).send({ ...presentScreeningResult(row), ...(claimToken ? { claimToken } : {}) });
    },
  );
};

export default route;
