import type { ErrorBody } from '@sehat/core/errors/body';
import { isErrorCode } from '@sehat/core/errors/codes';
import { commonMessages } from '@sehat/core/messages';

/** The contract's code, or `HTTP_<status>` when the body carried none (or one this build does not know). */
export type ApiErrorCode = ErrorBody['error']['code'] | `HTTP_${number}`;

/** A failed API call: the contract's `{error: {code, message, fields?}}` plus the status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  /** No answer from the server at all (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The message to show when a body does not carry the contract's error shape. */
export function fallbackMessage(status: number): string {
  if (status === 0) return commonMessages.network;
  if (status === 401) return commonMessages.notLoggedIn;
  if (status === 403) return commonMessages.forbidden;
  if (status === 404) return commonMessages.notFound;
  if (status === 429) return commonMessages.rateLimited;
  if (status >= 500) return commonMessages.serverError;
  return commonMessages.invalidInput;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type ErrorEnvelope = ErrorBody['error'];

/**
 * The well-formed parts of a refusal's `error`, read field by field against core's envelope
 * (`errorBodySchema`'s type): parsing with the schema itself would put zod in the landing page's
 * entry chunk (ADR 246), and a whole-body parse would drop a newer server's message with the code
 * this build does not know.
 */
function readEnvelope(body: unknown): Partial<ErrorEnvelope> {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const fields: NonNullable<ErrorEnvelope['fields']> = {};
  if (isRecord(error.fields)) {
    for (const [key, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return {
    code: isErrorCode(error.code) ? error.code : undefined,
    message: typeof error.message === 'string' && error.message ? error.message : undefined,
    fields,
  };
}

/** Turns any error body (or none) into an ApiError, trusting only well-formed fields. */
export function toApiError(status: number, body: unknown): ApiError {
  const { code, message, fields } = readEnvelope(body);
  return new ApiError(status, code ?? `HTTP_${status}`, message ?? fallbackMessage(status), fields);
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = commonMessages.serverError): string {
  return error instanceof ApiError ? error.message : fallback;
}
