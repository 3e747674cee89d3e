import { shiftMessages } from '@sehat/core/shifts/messages';
import { rolesWith } from '@sehat/core/user/access';
import { shiftClock, shiftMinutes, type Shift } from '@sehat/core/shifts/week';
import { asc, and, inArray, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { counsellorShifts, users } from '../../db/schema/index';
import { badRequest } from '../../platform/http/errors';

export interface ShiftStore {
  /** The week, Monday first; shifts of accounts that can no longer answer chats are left out. */
  list(): Promise<Shift[]>;
  /** Replaces the whole week (already checked and sorted); 400 when one names no counsellor. */
  replace(shifts: readonly Shift[]): Promise<Shift[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shifts: ShiftStore;
  }
}

/** Who may hold a shift: whoever can answer chats. */
const counsellorRoles = rolesWith('inbox');

/** The counsellors' weekly shifts, written whole (ADR 232). */
export default fp(
  async (app) => {
    const { db } = app;
    const store: ShiftStore = {
      async list() {
        const rows = await db
          .select({
            counsellorId: counsellorShifts.counsellorId,
            day: counsellorShifts.day,
            startMinute: counsellorShifts.startMinute,
            endMinute: counsellorShifts.endMinute,
          })
          .from(counsellorShifts)
          .innerJoin(
            users,
            and(eq(users.id, counsellorShifts.counsellorId), inArray(users.role, counsellorRoles)),
          )
          .orderBy(
            sql`(${counsellorShifts.day} + 6) % 7`,
            asc(counsellorShifts.startMinute),
            asc(counsellorShifts.counsellorId),
          );
        return rows.map((row) => ({
          counsellorId: row.counsellorId,
          day: row.day,
          start: shiftClock(row.startMinute),
          end: shiftClock(row.endMinute),
        }));
      },
      async replace(shifts) {
        await db.transaction(async (tx) => {
          // Two supervisors saving at once: the second waits and its week wins whole.
          await tx.execute(sql`lock table ${counsellorShifts} in share row exclusive mode`);
          const ids = [...new Set(shifts.map((shift) => shift.counsellorId))];
          if (ids.length > 0) {
            const found = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(inArray(users.id, ids), inArray(users.role, counsellorRoles)));
            const known = new Set(found.map((row) => row.id));
            if (shifts.some((shift) => !known.has(shift.counsellorId)))
              throw badRequest(shiftMessages.notCounsellor);
          }
          await tx.delete(counsellorShifts);
          if (shifts.length > 0) {
            await tx.insert(counsellorShifts).values(
              shifts.map((shift) => {
                const { from, to } = shiftMinutes(shift);
                return { counsellorId: shift.counsellorId, day: shift.day, startMinute: from, endMinute: to };
              }),
            );
          }
        });
        return store.list();
      },
    };
    app.decorate('shifts', store);
  },
  { name: 'shift-store', dependencies: ['db'] },
);
