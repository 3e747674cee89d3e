import { adminServiceLabels, serviceMessages } from '@sehat/core/services/messages';
import {
  serviceBodySchema,
  serviceImportResultSchema,
  serviceParamsSchema,
  serviceResponseSchema,
} from '@sehat/core/services/schemas';
import { serviceCsv } from '@sehat/core/services/service-csv';
import { serviceLimits } from '@sehat/core/services/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../platform/http/error-body';
import { notFound, unsupportedMediaType } from '../../../../platform/http/errors';
import { decodeCsv } from '../../csv-encoding';
import { presentService } from '../../presenter';

const CSV_TYPE = 'text/csv';

/** `/api/admin/services`: admins add, change, remove, import and export the directory. */
const adminServices: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('services'));
  // Bytes, not fastify's UTF-8 string: spreadsheets also save UTF-16 and Windows-1252.
  app.addContentTypeParser(
    CSV_TYPE,
    { parseAs: 'buffer', bodyLimit: serviceLimits.importBytesMax },
    (_request, body, done) => done(null, decodeCsv(body as Buffer)),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin', 'services'],
        summary: 'Add a service',
        body: serviceBodySchema,
        response: { 201: serviceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await app.serviceDirectory.create(request.body);
      request.log.info({ serviceId: row.id, adminId: request.user!.id }, 'service added');
      return reply.code(201).send({ service: presentService(row) });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['admin', 'services'],
        summary: "Replace a service's fields",
        params: serviceParamsSchema,
        body: serviceBodySchema,
        response: { 200: serviceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.serviceDirectory.update(request.params.id, request.body);
      if (!row) throw notFound(serviceMessages.notFound);
      request.log.info({ serviceId: row.id, adminId: request.user!.id }, 'service updated');
      return { service: presentService(row) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin', 'services'],
        summary: 'Remove a service',
        params: serviceParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await app.serviceDirectory.remove(request.params.id))) throw notFound(serviceMessages.notFound);
      request.log.info({ serviceId: request.params.id, adminId: request.user!.id }, 'service removed');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/import',
    {
      bodyLimit: serviceLimits.importBytesMax,
      schema: {
        tags: ['admin', 'services'],
        summary:
          'Import a CSV file (name,type,province,city,address,phone,hours,bpjs,lat,lng) in UTF-8, UTF-16 with a byte-order mark or Windows-1252: all rows or, with any error, none',
        consumes: [CSV_TYPE],
        body: z.string().refine((text) => text.trim() !== '', { error: serviceMessages.csvEmpty }),
        response: { 200: serviceImportResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!request.headers['content-type']?.toLowerCase().startsWith(CSV_TYPE)) {
        throw unsupportedMediaType(serviceMessages.csvWrongType);
      }
      const result = await app.serviceDirectory.importCsv(request.body);
      request.log.info(
        {
          imported: result.imported,
          updated: result.updated,
          errors: result.errors.length,
          adminId: request.user!.id,
        },
        'services imported',
      );
      return result;
    },
  );

  app.get(
    '/export',
    {
      schema: {
        tags: ['admin', 'services'],
        summary: 'The whole directory as CSV, in the columns the import reads',
        produces: [CSV_TYPE],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (_request, reply) => {
      const rows = await app.serviceRepository.all();
      return reply
        .type(`${CSV_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${adminServiceLabels.csvFileName}"`)
        .send(serviceCsv(rows.map(presentService)));
    },
  );
};

export default adminServices;
