import { reportLabels } from '@sehat/core/reports/messages';
import { chatReportCsv } from '@sehat/core/reports/report-csv';
import { chatReportSchema, reportQuerySchema, type ReportQuery } from '@sehat/core/reports/schemas';
import { coverageCsv } from '@sehat/core/shifts/coverage-csv';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { coverageReportSchema } from '@sehat/core/shifts/schemas';
import { qualityReportSchema } from '@sehat/core/supervision/quality-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/http/error-body';
import { presentChatReport, presentCoverage, presentQuality } from '../presenter';

const CSV_TYPE = 'text/csv';

/** `/api/admin/reports`: how the counsellor service is doing, for supervisors and admins (ADR 197, 223). */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff('reports'));

  const chatReport = async (query: ReportQuery) => {
    const { timezone } = await app.serviceHours.current();
    return presentChatReport(query, timezone, await app.reportRepository.chat(query, timezone, new Date()));
  };

  const coverage = async (query: ReportQuery) => {
    const { timezone } = await app.serviceHours.current();
    const { byHour } = await app.reportRepository.chat(query, timezone, new Date());
    return presentCoverage(query, timezone, byHour, await app.shifts.list());
  };

  app.get(
    '/chat',
    {
      schema: {
        tags: ['admin', 'reports'],
        summary: 'The chat service for a date range: totals, by day and by hour of day',
        querystring: reportQuerySchema,
        response: { 200: chatReportSchema, ...errorResponses },
      },
    },
    async (request) => chatReport(request.query),
  );

  app.get(
    '/chat.csv',
    {
      schema: {
        tags: ['admin', 'reports'],
        summary: 'The same report as CSV (counts under 5 written "<5")',
        querystring: reportQuerySchema,
        produces: [CSV_TYPE],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await chatReport(request.query);
      return reply
        .type(`${CSV_TYPE}; charset=utf-8`)
        .header(
          'content-disposition',
          `attachment; filename="${reportLabels.csvFileName(report.from, report.to)}"`,
        )
        .send(chatReportCsv(report));
    },
  );

  app.get(
    '/quality',
    {
      schema: {
        tags: ['admin', 'reports'],
        summary:
          'Review averages per counsellor, the team wellbeing count and average, debriefs held in time',
        querystring: reportQuerySchema,
        response: { 200: qualityReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { timezone } = await app.serviceHours.current();
      return presentQuality(request.query, await app.reportRepository.quality(request.query, timezone));
    },
  );

  app.get(
    '/coverage',
    {
      schema: {
        tags: ['admin', 'reports'],
        summary:
          'By hour of day: counsellors on shift (average over the dates), people waiting, median first response',
        querystring: reportQuerySchema,
        response: { 200: coverageReportSchema, ...errorResponses },
      },
    },
    async (request) => coverage(request.query),
  );

  app.get(
    '/coverage.csv',
    {
      schema: {
        tags: ['admin', 'reports'],
        summary: 'The coverage report as CSV (people waiting under 5 written "<5")',
        querystring: reportQuerySchema,
        produces: [CSV_TYPE],
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await coverage(request.query);
      return reply
        .type(`${CSV_TYPE}; charset=utf-8`)
        .header(
          'content-disposition',
          `attachment; filename="${shiftLabels.coverageCsvFileName(report.from, report.to)}"`,
        )
        .send(coverageCsv(report));
    },
  );
};

export default reports;
