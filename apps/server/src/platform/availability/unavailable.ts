/**
 * Why a request could not be served through no fault of its own: the database is away
 * (restarting, unreachable, out of connections), refuses writes (disk full, read-only, I/O
 * error), or the upload folder does. Such failures are answered 503 and may succeed when
 * sent again. Network errnos only come from the database connection; file-system errnos
 * only from our file writes (PGlite reports its own disk errors as SQLSTATEs).
 */
export type Outage = 'database-unreachable' | 'database-unwritable' | 'storage-unwritable';

// SQLSTATE classes and codes (PostgreSQL appendix A).
const UNWRITABLE_SQLSTATES = [/^53100$/, /^58/, /^25006$/];
const UNREACHABLE_SQLSTATES = [/^08/, /^57P0[1-4]$/, /^53/];

const UNREACHABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNWRITABLE_ERRNOS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'EMFILE',
  'ENFILE',
]);

// node-postgres reports a lost or never-made connection with plain messages and no code.
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

function classify(candidate: { code?: unknown; message?: unknown }): Outage | undefined {
  const code = typeof candidate.code === 'string' ? candidate.code : undefined;
  if (code && /^[0-9A-Z]{5}$/.test(code)) {
    if (UNWRITABLE_SQLSTATES.some((pattern) => pattern.test(code))) return 'database-unwritable';
    if (UNREACHABLE_SQLSTATES.some((pattern) => pattern.test(code))) return 'database-unreachable';
  }
  if (code && UNREACHABLE_ERRNOS.has(code)) return 'database-unreachable';
  if (code && UNWRITABLE_ERRNOS.has(code)) return 'storage-unwritable';
  if (typeof candidate.message === 'string' && UNREACHABLE_MESSAGES.test(candidate.message)) {
    return 'database-unreachable';
  }
  return undefined;
}

/** The outage behind an error (Drizzle and others wrap the driver's error as `cause`), if any. */
export function outageOf(error: unknown): Outage | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const outage = classify(candidate);
    if (outage) return outage;
    current = candidate.cause;
  }
  return undefined;
}
