import { notify, type SqlExecutor } from '../realtime/event-bus';

/** Sessions that ended (logout, password change): open streams of them close at once. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

export type SessionEnded = { sessionId: string } | { userId: number; exceptSessionId: string | null };

export function announceSessionEnded(executor: SqlExecutor, ended: SessionEnded): Promise<void> {
  return notify(executor, SESSION_ENDED_CHANNEL, JSON.stringify(ended));
}

/** Whether a stream of `session` (its id and user) is among the ended ones. */
export function isEndedBy(ended: SessionEnded, session: { sessionId: string; userId: number }): boolean {
  if ('sessionId' in ended) return ended.sessionId === session.sessionId;
  return ended.userId === session.userId && ended.exceptSessionId !== session.sessionId;
}

export function parseSessionEnded(payload: string): SessionEnded | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (typeof record.sessionId === 'string') return { sessionId: record.sessionId };
    if (typeof record.userId === 'number') {
      const except = typeof record.exceptSessionId === 'string' ? record.exceptSessionId : null;
      return { userId: record.userId, exceptSessionId: except };
    }
    return null;
  } catch {
    return null;
  }
}
