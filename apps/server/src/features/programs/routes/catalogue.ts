import { programMinutes } from '@sehat/core/programs/program';
import { programs } from '@sehat/core/programs/registry';
import {
  programCodeParamsSchema,
  programDetailSchema,
  programListSchema,
} from '@sehat/core/programs/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { programNamed } from '../policy';
import { presentProgram } from '../presenter';

/** The programmes and each one's sessions: public, anyone may read them. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['programs'],
        summary: 'The self-help programmes on offer',
        response: { 200: programListSchema, ...errorResponses },
      },
    },
    async () => ({
      programs: programs.map((program) => ({
        code: program.code,
        title: program.title,
        sessions: program.sessions.length,
        minutes: programMinutes(program),
      })),
    }),
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['programs'],
        summary: 'One programme: its introduction, sessions (steps and worksheet) and sources',
        params: programCodeParamsSchema,
        response: { 200: programDetailSchema, ...errorResponses },
      },
    },
    async (request) => presentProgram(programNamed(request.params.code)),
  );
};

export default catalogue;
