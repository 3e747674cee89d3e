import {
  checkinAnswerBodySchema,
  checkinAnswerResponseSchema,
  checkinListSchema,
  checkinParamsSchema,
} from '@sehat/core/checkins/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { assertMayHaveCheckins } from '../policy';
import { presentCheckin } from '../presenter';
import admin from './admin/index';

/** How many of the person's check-ins `GET /api/checkins` shows: the newest. */
const LIST_MAX = 100;

/** `/api/checkins`: the session user's own check-ins. */
const own: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/',
    {
      schema: {
        tags: ['checkins'],
        summary: 'Ask for check-ins (CHECKIN_OFFSETS from now); again while some wait: the same schedule',
        response: { 200: checkinListSchema, 201: checkinListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertMayHaveCheckins(request.user!);
      const { created, checkins } = await app.checkins.ask(request.user!.id);
      return reply.code(created ? 201 : 200).send({ checkins });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['checkins'],
        summary: "The person's check-ins, earliest first, with their answers",
        response: { 200: checkinListSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertMayHaveCheckins(request.user!);
      const rows = await app.checkinRepository.list(request.user!.id, LIST_MAX);
      return { checkins: rows.map(presentCheckin) };
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags: ['checkins'],
        summary: 'Stop check-ins: every one not yet sent is cancelled',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      assertMayHaveCheckins(request.user!);
      await app.checkinRepository.cancelUnsent(request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/answer',
    {
      schema: {
        tags: ['checkins'],
        summary:
          'Answer a sent check-in once; berat and bahaya tell the counsellor team, bahaya answers crisis',
        params: checkinParamsSchema,
        body: checkinAnswerBodySchema,
        response: { 200: checkinAnswerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertMayHaveCheckins(request.user!);
      return app.checkins.answer(request.user!.id, request.params.id, request.body.answer);
    },
  );
};

/** Check-ins: the person's own (`/checkins`) and the counsellors' list (`/admin/checkins`). */
const checkins: FastifyPluginAsync = async (app) => {
  await app.register(own, { prefix: '/checkins' });
  await app.register(admin, { prefix: '/admin/checkins' });
};

export default checkins;
