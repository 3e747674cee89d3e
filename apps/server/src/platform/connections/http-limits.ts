import { readFileSync } from 'node:fs';
import { chatLimits } from '@sehat/core/chat/limits';

/**
 * How long a client may take, and how many connections it may hold (ADR 182). A connection
 * costs a file descriptor until it closes: without bounds, a thousand clients that never finish
 * their request use them all and nothing else can open a file.
 */
export interface HttpLimits {
  /** From the first byte of a request until its headers are complete. */
  headersTimeoutMs: number;
  /** From the first byte of a request until its body is complete (uploads on slow links too). */
  requestTimeoutMs: number;
  /** A connection on which nothing at all moves this long is closed (streams excepted). */
  idleTimeoutMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections of the whole process; more are closed at once. */
  maxConnections: number;
  /**
   * Open connections from one address (an IPv6 /64); trusted proxies are not counted. At the
   * cap a new one takes the place of the address's longest-idle one (ADR 213).
   */
  maxConnectionsPerAddress: number;
}

/** File descriptors kept for everything that is not a client: the database, files, logs. */
const RESERVED_DESCRIPTORS = 256;
const CONNECTIONS_CEILING = 10_000;
const CONNECTIONS_WITHOUT_LIMITS_FILE = 1_000;
/**
 * A classroom behind one address (ADR 213): 40 browsers, each with the 6 connections a browser
 * opens to one site and the event streams a session may hold (one per tab).
 */
const CLASSROOM_CONNECTIONS = 40 * (6 + chatLimits.streamsPerSession);

/** The soft limit on open files, from Linux's /proc (Infinity: unlimited); undefined elsewhere. */
export function openFilesLimit(limitsFile = '/proc/self/limits'): number | undefined {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return Infinity;
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/** What fits beside the reserve under the process's open-files limit, at most 10,000. */
export function defaultMaxConnections(filesLimit: number | undefined): number {
  if (filesLimit === undefined) return CONNECTIONS_WITHOUT_LIMITS_FILE;
  return Math.max(64, Math.min(CONNECTIONS_CEILING, filesLimit - RESERVED_DESCRIPTORS));
}

export const defaultHttpLimits = (): HttpLimits => ({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: defaultMaxConnections(openFilesLimit()),
  maxConnectionsPerAddress: CLASSROOM_CONNECTIONS,
});
