import {
  effectivePresence,
  presenceLimits,
  type PresenceStatus,
  type PresenceUpdate,
} from '@sehat/core/chat/counsellor-service';
import { and, eq, gt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { counsellorPresence } from '../../db/schema/index';

export interface CounsellorPresenceStore {
  /**
   * A counsellor's choice or a tab's renewal; returns what the team now sees. Coming online
   * hands them the conversations waiting for someone (docs/decisions/0191).
   */
  update(counsellorId: number, update: PresenceUpdate, now?: Date): Promise<PresenceStatus>;
  /** What the team sees of each counsellor with a stored presence. */
  all(now?: Date): Promise<Map<number, PresenceStatus>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counsellorPresence: CounsellorPresenceStore;
  }
}

/** `effectivePresence(...) === 'online'` in SQL, for the queries that pick a counsellor. */
export const onlineNow = and(
  eq(counsellorPresence.chosen, 'online'),
  gt(counsellorPresence.seenUntil, sql`now()`),
  gt(counsellorPresence.activeUntil, sql`now()`),
);

export default fp(
  async (app) => {
    const { db } = app;
    const store: CounsellorPresenceStore = {
      async update(counsellorId, { status, idle }, now = new Date()) {
        const until = new Date(now.getTime() + presenceLimits.lastsMs);
        // A choice is made at the keyboard; a renewal says whether anyone touched it lately.
        const active = status !== undefined || idle === false;
        const { before, after } = await db.transaction(async (tx) => {
          const [old] = await tx
            .select()
            .from(counsellorPresence)
            .where(eq(counsellorPresence.userId, counsellorId))
            .for('update');
          const next = {
            chosen: status ?? old?.chosen ?? 'offline',
            seenUntil: until,
            activeUntil: active ? until : (old?.activeUntil ?? null),
            updatedAt: now,
          };
          await tx
            .insert(counsellorPresence)
            .values({ userId: counsellorId, ...next })
            .onConflictDoUpdate({ target: counsellorPresence.userId, set: next });
          const after = effectivePresence(next, now);
          const before = effectivePresence(old ?? null, now);
          if (before !== after) await app.liveEvents.append(tx, presenceChanged(counsellorId, after));
          return { before, after };
        });
        if (after === 'online' && before !== 'online') await app.chatQueue.handOutWaiting();
        return after;
      },
      async all(now = new Date()) {
        const rows = await db.select().from(counsellorPresence);
        return new Map(rows.map((row) => [row.userId, effectivePresence(row, now)]));
      },
    };
    app.decorate('counsellorPresence', store);
  },
  { name: 'chat-counsellor-presence', dependencies: ['db', 'live-events', 'chat-queue'] },
);

/** Admins-only: every inbox's team list shows the change at once. */
function presenceChanged(counsellorId: number, presence: PresenceStatus) {
  return {
    conversationId: null,
    userId: counsellorId,
    type: 'presence' as const,
    data: { counsellorId, presence },
  };
}
