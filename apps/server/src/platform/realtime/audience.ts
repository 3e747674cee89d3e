import { liveEvents, type LiveEventName } from '@sehat/core/realtime/live-events';
import { mayUse } from '@sehat/core/user/access';
import type { Role } from '@sehat/core/user/limits';
import { and, eq, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Who receives a live event (ADR 205). Every delivery path asks this one rule: the NOTIFY
 * hint, the typing signal, and the read-back of stored events (`reachesWhere`, the same rule
 * as SQL).
 */
export type Audience =
  /** One person alone, even when they are a counsellor (their notifications). */
  | { kind: 'user'; userId: number }
  /** The counsellor team only (inbox bookkeeping: status, assignee, presence). */
  | { kind: 'counsellors' }
  /** A conversation's participants: its user (`userId`) and the counsellor team. */
  | { kind: 'conversation'; userId: number };

export type AudienceKind = Audience['kind'];

/** Whom an event of `type` about `userId` reaches, by core's list. */
export function audienceOfEvent(type: LiveEventName, userId: number): Audience {
  const kind = liveEvents[type].audience;
  return kind === 'counsellors' ? { kind } : { kind, userId };
}

/** The person an open stream belongs to. */
export interface Viewer {
  id: number;
  role: Role;
}

/** The counsellor team is whoever has the inbox (ADR 223). */
const onTeam = (viewer: Viewer) => mayUse(viewer.role, 'inbox');

export function reaches(audience: Audience, viewer: Viewer): boolean {
  switch (audience.kind) {
    case 'user':
      return audience.userId === viewer.id;
    case 'counsellors':
      return onTeam(viewer);
    case 'conversation':
      return onTeam(viewer) || audience.userId === viewer.id;
  }
}

/** Kinds that reach every counsellor whoever the event is about. */
const TEAM_KINDS: AudienceKind[] = ['counsellors', 'conversation'];
/** Kinds that reach a member only when the event is theirs. */
const OWN_KINDS: AudienceKind[] = ['user', 'conversation'];

/**
 * `reaches` as a SQL condition over stored events, given their audience's kind and user.
 * Written per role so a member's read stays on the events of their own user id (indexed).
 */
export function reachesWhere(viewer: Viewer, stored: { kind: SQLWrapper; userId: SQLWrapper }): SQL {
  if (onTeam(viewer)) {
    return or(inArray(stored.kind, TEAM_KINDS), and(eq(stored.kind, 'user'), eq(stored.userId, viewer.id)))!;
  }
  return and(eq(stored.userId, viewer.id), inArray(stored.kind, OWN_KINDS))!;
}

export function parseAudience(value: unknown): Audience | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { kind, userId } = record;
  if (kind === 'counsellors') return { kind };
  if ((kind === 'user' || kind === 'conversation') && typeof userId === 'number') return { kind, userId };
  return null;
}
