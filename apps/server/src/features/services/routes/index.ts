import { serviceMessages } from '@sehat/core/services/messages';
import { serviceListQuerySchema, serviceListSchema } from '@sehat/core/services/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../../platform/cursors/offset-cursor';
import { errorResponses } from '../../../platform/http/error-body';
import { presentService } from '../presenter';
import admin from './admin/index';

/** `GET /api/services`: the directory, for visitors too. */
const list: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['services'],
        summary:
          'Mental-health services by search, province (with the national ones) and type; `near=lat,lng` sorts by distance',
        querystring: serviceListQuerySchema,
        response: { 200: serviceListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, cursor, ...filter } = request.query;
      const offset = decodeOffsetCursor(cursor, serviceMessages.invalidCursor);
      const rows = await app.serviceRepository.list(filter, limit, offset);
      return {
        services: rows.slice(0, limit).map(presentService),
        nextCursor: rows.length > limit ? encodeOffsetCursor(offset + limit) : null,
      };
    },
  );
};

/** The directory (`/services`) and its management (`/admin/services`). */
const services: FastifyPluginAsync = async (app) => {
  await app.register(list, { prefix: '/services' });
  await app.register(admin, { prefix: '/admin/services' });
};

export default services;
