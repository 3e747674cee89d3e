/**
 * What a log line may say about an error (ADR 62): its type, code, message and the shape of a
 * failed query, never the query's parameters or the database's `detail` (which quote the
 * values: emails, password hashes, message texts).
 */
export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  query?: string;
  /** Frames only; empty when there are none. */
  stack: string;
  cause?: LoggedError;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The stack's frames only: its first lines repeat the message, which may quote parameters. */
const framesOf = (stack: unknown) =>
  text(stack)
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

export function safeError(error: unknown, depth = 0): LoggedError {
  if (!isRecord(error)) return { type: typeof error, message: String(error), stack: '' };
  const type = text(error.name) ?? text(error.constructor?.name) ?? 'Error';
  const query = text(error.query);
  const isFailedQuery = query !== undefined && 'params' in error;
  // The database's own messages quote values too ("invalid input syntax …: "siti@…""): its
  // SQLSTATE code says what went wrong.
  const isDatabaseError = text(error.severity) !== undefined && text(error.code) !== undefined;
  const logged: LoggedError = {
    type,
    message: isFailedQuery
      ? 'Failed query'
      : isDatabaseError
        ? 'Database error'
        : (text(error.message) ?? ''),
    stack: framesOf(error.stack) ?? '',
  };
  const code = text(error.code);
  if (code) logged.code = code;
  const constraint = text(error.constraint);
  if (constraint) logged.constraint = constraint;
  if (query !== undefined) logged.query = query;
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/** Query parameters whose values never reach a log line: a visitor's position (`near`). */
const unloggedParams = ['near'];

/** A query parameter's name as the server reads it: `+` a space, then percent-decoded. */
function paramName(raw: string): string {
  const name = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A request URL with the values of `unloggedParams` replaced, so access logs hold no position.
 * A name is compared as the server decodes it (`n%65ar` is `near`), never as it was written.
 */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return unloggedParams.includes(paramName(name).toLowerCase()) ? `${name}=[hidden]` : pair;
    });
  return `${url.slice(0, start + 1)}${pairs.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** What a log line says about a request: fastify's usual fields, the URL without a position. */
export function safeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
