/**
 * Every `error.code` the API answers with. The server throws only these and the web branches on
 * them, so a renamed or removed code breaks the build on both sides instead of a screen.
 */
export const errorCodes = [
  'INVALID_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  'INVALID_CREDENTIALS',
  'RESET_TOKEN_INVALID',
  'VERIFICATION_TOKEN_INVALID',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'EMAIL_ALREADY_VERIFIED',
  'UNSUBSCRIBE_TOKEN_INVALID',
  'PUSH_ENDPOINT_REFUSED',
  'CLIENT_ID_REUSED',
  'QUESTIONS_CHANGED',
  'NO_QUESTIONS',
  'CRISIS_ITEM_REQUIRED',
  'CRISIS_CONFIRMATION_REQUIRED',
  'SCREENING_ELSEWHERE',
  'CHECKIN_ANSWERED',
  'CHECKIN_NOT_DUE',
  'CANNED_RESPONSES_FULL',
  'NOT_RESOLVED',
  'ALREADY_RATED',
  'SERVICE_EXISTS',
  'LAST_ADMIN',
  'SELF_DELETE',
  'PREVIOUS_SESSION_REQUIRED',
  'WHATSAPP_ALREADY_LINKED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  (errorCodes as readonly unknown[]).includes(value);
