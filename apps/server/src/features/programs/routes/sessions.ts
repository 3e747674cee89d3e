import { programErrors } from '@sehat/core/programs/messages';
import {
  completeSessionBodySchema,
  completeSessionResponseSchema,
  programSessionParamsSchema,
} from '@sehat/core/programs/schemas';
import { worksheetProblem } from '@sehat/core/programs/worksheet';
import type { ScreeningAnswer } from '@sehat/core/screenings/instruments';
import { answersProblem } from '@sehat/core/screenings/scoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { badRequest, notFound } from '../../../platform/http/errors';
import { assertMayEnrol, programNamed } from '../policy';

/** `/api/programs/:code/sessions/:nomor/complete`: a session's worksheet and its PHQ-9. */
const sessions: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/:code/sessions/:nomor/complete',
    {
      schema: {
        tags: ['programs'],
        summary:
          'Complete a session (worksheet and 9 PHQ-9 answers 0–3); the previous session first (409). Again: replaces it; the same clientId again changes nothing',
        params: programSessionParamsSchema,
        body: completeSessionBodySchema,
        response: { 200: completeSessionResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const program = programNamed(request.params.code);
      const session = program.sessions.find((candidate) => candidate.nomor === request.params.nomor);
      if (!session) throw notFound(programErrors.sessionNotFound);
      assertMayEnrol(request.user!);
      const { worksheet, phq9, clientId } = request.body;
      const sheetProblem = worksheetProblem(session, worksheet);
      if (sheetProblem) {
        const message = programErrors.worksheet[sheetProblem];
        throw badRequest(message, { worksheet: message });
      }
      if (answersProblem('phq9', phq9)) {
        throw badRequest(programErrors.phq9Invalid, { phq9: programErrors.phq9Invalid });
      }
      return app.programCommands.complete(request.user!.id, program, session.nomor, {
        worksheet,
        phq9: phq9 as ScreeningAnswer[],
        clientId: clientId ?? null,
      });
    },
  );
};

export default sessions;
