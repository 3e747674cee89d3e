import { availabilityMessages, commonMessages } from '@sehat/core/messages';
import type { ErrorCode } from '@sehat/core/errors/codes';
import type { ZodError } from 'zod';

/** A failure the client caused or may see: a stable code, an HTTP status and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'INVALID_INPUT', message, fields);
export const unauthorized = (message: string = commonMessages.notLoggedIn) =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string = commonMessages.forbidden) =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = commonMessages.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
/** A body that failed its schema in a handler: the first issue's message, and one per field. */
export function invalidFields(error: ZodError): AppError {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message]));
  return badRequest(error.issues[0]?.message ?? commonMessages.invalidInput, fields);
}
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
/** Every 429 says when to come back (`Retry-After`). */
export const tooManyRequests = (message: string, retryAfterSec: number) =>
  Object.assign(new AppError(429, 'RATE_LIMITED', message), { retryAfterSec });
/** The database or the disk is away for now: the same request may succeed shortly. */
export const serviceUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', availabilityMessages.unavailable);
