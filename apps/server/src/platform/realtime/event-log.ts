import { liveEvents, type LiveEventInput, type StoredLiveEventName } from '@sehat/core/realtime/live-events';
import { and, asc, gt, lt, max, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../database/client';
import { chatEvents } from '../../db/schema/index';
import { audienceOfEvent, reachesWhere, type Audience, type Viewer } from './audience';
import { notify } from './event-bus';

/** The NOTIFY channel of stored events (named when the log was chat's; kept for running instances). */
export const LIVE_EVENTS_CHANNEL = 'chat_events';

/** Core's audience of each stored name, read by the database: the audience kind of a stored event. */
const storedAudienceKind = sql`(case ${chatEvents.type} ${sql.join(
  Object.entries(liveEvents)
    .filter(([, event]) => event.stored)
    .map(([type, event]) => sql`when ${type} then ${event.audience}`),
  sql` `,
)} end)`;

/** A stored event as its emitter writes it, its data typed by core's list. */
export type NewLiveEvent = {
  [N in StoredLiveEventName]: {
    /** None for a `notification`, which belongs to its recipient alone. */
    conversationId: number | null;
    /** The conversation's user (a notification: its recipient; presence: the counsellor). */
    userId: number;
    type: N;
    data: LiveEventInput<N>;
  };
}[StoredLiveEventName];

export interface StoredLiveEvent {
  id: number;
  type: StoredLiveEventName;
  data: unknown;
}

/** The NOTIFY payload: only a hint of what to read and for whom, never the event itself. */
export interface LiveEventHint {
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

function hintOf(id: number, event: Pick<NewLiveEvent, 'type' | 'userId'>): LiveEventHint {
  return { id, audience: audienceOfEvent(event.type, event.userId) };
}

export interface LiveEventLog {
  /** Appends an event inside the caller's transaction; listeners hear of it on commit. */
  append(tx: Db, event: NewLiveEvent): Promise<number>;
  /**
   * The same for `userId`'s `notification` events, inside the caller's statement (`source`: the
   * name of a CTE of their rows).
   */
  appendPersonal(source: string, userId: number): PersonalAppend;
  /** The viewer's events after `afterId`, oldest first. */
  listAfter(viewer: Viewer, afterId: number, limit: number): Promise<StoredLiveEvent[]>;
  /** The newest event id: a fresh stream starts after it. */
  latestId(): Promise<number>;
  /** Deletes events older than the retention; returns how many went. */
  prune(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEventLog;
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
    const log: LiveEventLog = {
      async append(tx, event) {
        await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_ORDER_LOCK_ID})`);
        const [row] = await tx.insert(chatEvents).values(event).returning({ id: chatEvents.id });
        const hint = hintOf(row!.id, event);
        await notify(tx, LIVE_EVENTS_CHANNEL, JSON.stringify(hint));
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
            select pg_notify(${LIVE_EVENTS_CHANNEL}::text, jsonb_set(${hint}::jsonb, '{id}', to_jsonb(id))::text)
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
    app.decorate('liveEvents', log);

    const sweep = () =>
      log.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning live events failed'));
    const timer = setInterval(sweep, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'live-events', dependencies: ['db', 'event-bus'] },
);
