import { and, asc, gt, lt, max, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/database/client';
import { chatEvents } from '../../db/schema/index';
import {
  reachesWhere,
  type Audience,
  type AudienceKind,
  type Viewer,
} from '../../platform/realtime/audience';
import { notify } from '../../platform/realtime/event-bus';

export const CHAT_EVENTS_CHANNEL = 'chat_events';

export type ChatEventType =
  'message' | 'read' | 'history_deleted' | 'conversation' | 'notification' | 'presence';

/**
 * Whom each type reaches (ADR 205): a notification its recipient alone, inbox bookkeeping
 * (status, assignee, presence) the counsellor team alone, the rest the conversation's user
 * and the team.
 */
const AUDIENCE_OF_TYPE: Record<ChatEventType, AudienceKind> = {
  message: 'conversation',
  read: 'conversation',
  history_deleted: 'conversation',
  conversation: 'counsellors',
  presence: 'counsellors',
  notification: 'user',
};

function audienceOf({ type, userId }: Pick<NewChatEvent, 'type' | 'userId'>): Audience {
  const kind = AUDIENCE_OF_TYPE[type];
  return kind === 'counsellors' ? { kind } : { kind, userId };
}

/** The same table read by the database: the audience kind of a stored event. */
const storedAudienceKind = sql`(case ${chatEvents.type} ${sql.join(
  Object.entries(AUDIENCE_OF_TYPE).map(([type, kind]) => sql`when ${type} then ${kind}`),
  sql` `,
)} end)`;

export interface NewChatEvent {
  /** None for a `notification`, which belongs to its recipient alone. */
  conversationId: number | null;
  /** The conversation's user (a notification: its recipient; presence: the counsellor). */
  userId: number;
  type: ChatEventType;
  data: unknown;
}

export interface StoredChatEvent {
  id: number;
  type: ChatEventType;
  data: unknown;
}

/** The NOTIFY payload: only a hint of what to read and for whom, never the event itself. */
export interface ChatEventHint {
  id: number;
  audience: Audience;
}

/** `append` as parts of the caller's one statement (its CTEs and what its main select names). */
export interface PersonalAppend {
  /** CTEs appending a `notification` event for each row of `source` (its `data`). */
  ctes: SQL;
  /** The number of listeners' hints sent: naming it in the main select sends them. */
  hinted: SQL;
}

function hintOf(id: number, event: Pick<NewChatEvent, 'type' | 'userId'>): ChatEventHint {
  return { id, audience: audienceOf(event) };
}

export interface ChatEventLog {
  /** Appends an event inside the caller's transaction; listeners hear of it on commit. */
  append(tx: Db, event: NewChatEvent): Promise<number>;
  /**
   * The same for `userId`'s `notification` events, inside the caller's statement (`source`: the
   * name of a CTE of their rows).
   */
  appendPersonal(source: string, userId: number): PersonalAppend;
  /** The viewer's events after `afterId`, oldest first. */
  listAfter(viewer: Viewer, afterId: number, limit: number): Promise<StoredChatEvent[]>;
  /** The newest event id: a fresh stream starts after it. */
  latestId(): Promise<number>;
  /** Deletes events older than the retention; returns how many went. */
  prune(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatEvents: ChatEventLog;
  }
}

// An arbitrary constant: appending takes this transaction lock, so ids follow commit order and
// a reader that saw id N can never later find a smaller id committed.
const EVENT_ORDER_LOCK_ID = 7_302_119;
const RETENTION_DAYS = 3;
const HOUR_MS = 60 * 60 * 1000;

export default fp(
  async (app) => {
    const { db } = app;
    const log: ChatEventLog = {
      async append(tx, event) {
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_ID})`);
        const [row] = await tx.insert(chatEvents).values(event).returning({ id: chatEvents.id });
        const hint = hintOf(row!.id, event);
        await notify(tx, CHAT_EVENTS_CHANNEL, JSON.stringify(hint));
        return row!.id;
      },
      appendPersonal(source, userId) {
        const rows = sql.identifier(source);
        // The hint as append writes it, its id the new row's.
        const hint = JSON.stringify(hintOf(0, { type: 'notification', userId }));
        // The order lock comes before the insert draws its ids: the insert reads the lock's row.
        const ctes = sql`event_order as materialized (
            select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_ID}) from ${rows} limit 1
          ), appended_events as (
            insert into ${chatEvents} (conversation_id, user_id, type, data)
            select null, ${userId}::int, 'notification', source.data from ${rows} source, event_order
            returning id
          ), hinted_events as materialized (
            select pg_notify(${CHAT_EVENTS_CHANNEL}::text, jsonb_set(${hint}::jsonb, '{id}', to_jsonb(id))::text)
            from appended_events
          )`;
        return { ctes, hinted: sql`(select count(*) from hinted_events)` };
      },
      async listAfter(viewer, afterId, limit) {
        const visible = reachesWhere(viewer, { kind: storedAudienceKind, userId: chatEvents.userId });
        return db
          .select({ id: chatEvents.id, type: chatEvents.type, data: chatEvents.data })
          .from(chatEvents)
          .where(and(gt(chatEvents.id, afterId), visible))
          .orderBy(asc(chatEvents.id))
          .limit(limit);
      },
      async latestId() {
        const [row] = await db.select({ id: max(chatEvents.id) }).from(chatEvents);
        return row?.id ?? 0;
      },
      // A stream away longer than this gets no replay; the client reloads the messages instead.
      async prune() {
        const gone = await db
          .delete(chatEvents)
          .where(lt(chatEvents.createdAt, sql`now() - ${RETENTION_DAYS} * interval '1 day'`))
          .returning({ id: chatEvents.id });
        return gone.length;
      },
    };
    app.decorate('chatEvents', log);

    const sweep = () =>
      log.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning chat events failed'));
    const timer = setInterval(sweep, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'chat-events', dependencies: ['db', 'event-bus'] },
);
