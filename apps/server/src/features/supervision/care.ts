import { careLimits, debriefDueAt, type Debrief, type WellbeingEntry } from '@sehat/core/supervision/care';
import { careMessages } from '@sehat/core/supervision/care-messages';
import { mayUse } from '@sehat/core/user/access';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { chatDebriefs, chatResolutions, conversations, staffWellbeing, users } from '../../db/schema/index';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import { forbidden, notFound } from '../../platform/http/errors';

export interface StaffCare {
  /** The staff member's own wellbeing entries, newest first; `limit` null for all (the export). */
  entries(userId: number, limit?: number | null): Promise<WellbeingEntry[]>;
  addEntry(userId: number, body: { score: number; note: string | null }): Promise<WellbeingEntry>;
  /** Debriefs not yet held, overdue first; of one counsellor, or (null) of everyone. */
  openDebriefs(counsellorId: number | null, now: Date): Promise<Debrief[]>;
  /** Its counsellor or anyone with supervision marks it held, once; audited. */
  markHeld(by: AccountRow, debriefId: number, now: Date): Promise<Debrief>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffCare: StaffCare;
  }
}

/** A staff member's name by id (a subquery: joining `users` thrice trips drizzle's join types). */
const staffName = (id: AnyPgColumn) =>
  sql<string | null>`(select ${users.fullName} from ${users} where ${users.id} = ${id})`;

/**
 * Care for counsellors (issue 50 item 5, ADR 231): after a risky conversation is resolved its
 * counsellor is offered a private wellbeing check and owed a debrief within 24 hours.
 */
export default fp(
  async (app) => {
    const { db } = app;

    app.chatTriage.onResolved(async (tx, resolution) => {
      if (!resolution.risky || resolution.counsellorId === null) return;
      await tx.insert(chatDebriefs).values({
        resolutionId: resolution.id,
        counsellorId: resolution.counsellorId,
        dueAt: debriefDueAt(resolution.resolvedAt),
      });
      await app.notifier.careOffer(tx, resolution.counsellorId);
    });

    const readDebriefs = async (where: SQL | undefined, now: Date): Promise<Debrief[]> => {
      const rows = await db
        .select({
          debrief: chatDebriefs,
          conversationId: chatResolutions.conversationId,
          resolvedAt: chatResolutions.resolvedAt,
          personId: users.id,
          username: users.username,
          fullName: users.fullName,
          counsellor: staffName(chatDebriefs.counsellorId),
          holder: staffName(chatDebriefs.heldBy),
        })
        .from(chatDebriefs)
        .innerJoin(chatResolutions, eq(chatResolutions.id, chatDebriefs.resolutionId))
        .innerJoin(conversations, eq(conversations.id, chatResolutions.conversationId))
        .innerJoin(users, eq(users.id, conversations.userId))
        .where(where)
        .orderBy(asc(chatDebriefs.dueAt), asc(chatDebriefs.id));
      const named = (id: number | null, fullName: string | null) =>
        id !== null && fullName !== null ? { id, fullName } : null;
      return rows.map(({ debrief: d, conversationId, resolvedAt, counsellor, holder, ...person }) => ({
        id: d.id,
        conversationId,
        user: { id: person.personId, username: person.username, fullName: person.fullName },
        counsellor: named(d.counsellorId, counsellor),
        resolvedAt: resolvedAt.toISOString(),
        dueAt: d.dueAt.toISOString(),
        heldAt: d.heldAt?.toISOString() ?? null,
        heldBy: named(d.heldBy, holder),
        overdue: d.heldAt === null && d.dueAt.getTime() < now.getTime(),
      }));
    };

    const presentEntry = (row: typeof staffWellbeing.$inferSelect): WellbeingEntry => ({
      id: row.id,
      score: row.score,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    });

    const care: StaffCare = {
      async entries(userId, limit = careLimits.entriesShown) {
        const query = db
          .select()
          .from(staffWellbeing)
          .where(eq(staffWellbeing.userId, userId))
          .orderBy(desc(staffWellbeing.id));
        const rows = await (limit === null ? query : query.limit(limit));
        return rows.map(presentEntry);
      },
      async addEntry(userId, { score, note }) {
        const [row] = await db.insert(staffWellbeing).values({ userId, score, note }).returning();
        return presentEntry(row!);
      },
      openDebriefs(counsellorId, now) {
        return readDebriefs(
          and(
            isNull(chatDebriefs.heldAt),
            counsellorId === null ? undefined : eq(chatDebriefs.counsellorId, counsellorId),
          ),
          now,
        );
      },
      async markHeld(by, debriefId, now) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ debrief: chatDebriefs, person: { id: users.id, username: users.username } })
            .from(chatDebriefs)
            .innerJoin(chatResolutions, eq(chatResolutions.id, chatDebriefs.resolutionId))
            .innerJoin(conversations, eq(conversations.id, chatResolutions.conversationId))
            .innerJoin(users, eq(users.id, conversations.userId))
            .where(eq(chatDebriefs.id, debriefId))
            .for('update', { of: chatDebriefs });
          if (!row) throw notFound(careMessages.debriefNotFound);
          if (row.debrief.counsellorId !== by.id && !mayUse(by.role, 'supervision'))
            throw forbidden(careMessages.debriefNotYours);
          if (row.debrief.heldAt !== null) return;
          await tx
            .update(chatDebriefs)
            .set({ heldAt: now, heldBy: by.id })
            .where(eq(chatDebriefs.id, debriefId));
          await app.auditLog.record(tx, {
            actor: { id: by.id, username: by.username },
            action: 'chat.debrief_held',
            target: row.person,
            details: {},
          });
        });
        return (await readDebriefs(eq(chatDebriefs.id, debriefId), now))[0]!;
      },
    };
    app.decorate('staffCare', care);
  },
  { name: 'staff-care', dependencies: ['db', 'audit-log', 'notifier', 'chat-triage'] },
);
