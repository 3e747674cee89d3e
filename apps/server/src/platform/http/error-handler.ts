import type { ErrorCode } from '@sehat/core/errors/codes';
import { commonMessages } from '@sehat/core/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, serviceUnavailable } from './errors';
import { outageOf } from '../availability/unavailable';

interface ErrorBody {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.code(status).type('application/json').send({ error: body });
}

function fieldsOf(validation: { instancePath: string; message?: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (field && !fields[field]) fields[field] = issue.message ?? commonMessages.invalidInput;
  }
  return fields;
}

/** Fastify's own 4xx errors (bad JSON, body limit, content type) in the contract's shape. */
function frameworkError(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  if (status === 413) {
    return { status, body: { code: 'PAYLOAD_TOO_LARGE', message: commonMessages.payloadTooLarge } };
  }
  if (status === 415) {
    return { status, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: commonMessages.invalidInput } };
  }
  if (status === 429) return { status, body: { code: 'RATE_LIMITED', message: commonMessages.rateLimited } };
  return {
    status: status === 404 ? 404 : 400,
    body: { code: 'INVALID_INPUT', message: commonMessages.invalidInput },
  };
}

// The database restarts or fails over in seconds; clients that honour Retry-After come back then.
const RETRY_AFTER_SECONDS = 5;

/** One error handler for the whole app: stable codes, Indonesian messages, never a stack trace. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        const retryAfter = (error as AppError & { retryAfterSec?: number }).retryAfterSec;
        if (retryAfter) reply.header('retry-after', String(retryAfter));
        if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, error.statusCode, {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]?.message ?? commonMessages.invalidInput;
        const fields = fieldsOf(error.validation);
        return send(reply, 400, {
          code: 'INVALID_INPUT',
          message: first,
          ...(Object.keys(fields).length ? { fields } : {}),
        });
      }
      const known = frameworkError(error);
      if (known) return send(reply, known.status, known.body);
      const outage = outageOf(error);
      if (outage) {
        app.availability.record(outage);
        request.log.warn({ err: error, outage }, 'service unavailable');
        const unavailable = serviceUnavailable();
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return send(reply, 503, { code: unavailable.code, message: unavailable.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, { code: 'INTERNAL', message: commonMessages.serverError });
    });
  },
  { name: 'error-handler', dependencies: ['availability'] },
);
