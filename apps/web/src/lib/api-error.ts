import { isErrorCode, type ErrorCode } from '@sehat/core/errors/codes';
import { commonMessages } from '@sehat/core/messages';

/** The contract's code, or `HTTP_<status>` when the body carried none (or one this build does not know). */
export type ApiErrorCode = ErrorCode | `HTTP_${number}`;

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

/** Turns any error body (or none) into an ApiError, trusting only well-formed fields. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const code: ApiErrorCode = isErrorCode(error?.code) ? error.code : `HTTP_${status}`;
  const message =
    typeof error?.message === 'string' && error.message ? error.message : fallbackMessage(status);
  const fields: Record<string, string> = {};
  if (error && isRecord(error.fields)) {
    for (const [key, value] of Object.entries(error.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return new ApiError(status, code, message, fields);
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string = commonMessages.serverError): string {
  return error instanceof ApiError ? error.message : fallback;
}
