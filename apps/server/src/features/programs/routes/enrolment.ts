import { programErrors } from '@sehat/core/programs/messages';
import {
  enrolmentChoicesBodySchema,
  enrolmentDetailSchema,
  enrolmentResponseSchema,
  programCodeParamsSchema,
} from '@sehat/core/programs/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';
import { assertMayEnrol, programNamed } from '../policy';
import { presentEnrolment, presentEnrolmentDetail } from '../presenter';

/** `/api/programs/:code/enrolment`: the session user's own place in a programme, nobody else's. */
const enrolment: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  const repository = app.programRepository;

  app.post(
    '/:code/enrolment',
    {
      schema: {
        tags: ['programs'],
        summary: 'Begin a programme; again: 200 with the same enrolment',
        params: programCodeParamsSchema,
        response: { 200: enrolmentResponseSchema, 201: enrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const program = programNamed(request.params.code);
      assertMayEnrol(request.user!);
      const { created, row } = await repository.enrol(request.user!.id, program.code);
      const done = created ? [] : await repository.completions(row.id);
      return reply.code(created ? 201 : 200).send({ enrolment: presentEnrolment(program, row, done) });
    },
  );

  app.get(
    '/:code/enrolment',
    {
      schema: {
        tags: ['programs'],
        summary:
          "The person's progress: done sessions with their worksheets, the PHQ-9 measures and the outcome",
        params: programCodeParamsSchema,
        response: { 200: enrolmentDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const program = programNamed(request.params.code);
      const row = await repository.find(request.user!.id, program.code);
      if (!row) throw notFound(programErrors.notEnrolled);
      return presentEnrolmentDetail(program, row, await repository.completions(row.id));
    },
  );

  app.patch(
    '/:code/enrolment',
    {
      schema: {
        tags: ['programs'],
        summary:
          'The person’s choices: a counsellor following their progress (`guidance`, the team is told in their chat) and reminders of the next session',
        params: programCodeParamsSchema,
        body: enrolmentChoicesBodySchema,
        response: { 200: enrolmentResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.programCommands.choose(request.user!.id, programNamed(request.params.code), request.body),
  );

  app.delete(
    '/:code/enrolment',
    {
      schema: {
        tags: ['programs'],
        summary: 'Leave a programme: its worksheets and measures go',
        params: programCodeParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const program = programNamed(request.params.code);
      await repository.remove(request.user!.id, program.code);
      return reply.code(204).send(null);
    },
  );
};

export default enrolment;
