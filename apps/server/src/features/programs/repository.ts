import { and, asc, desc, eq, isNotNull, lte, min, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  programEnrolments,
  programSessionCompletions,
  users,
  type ProgramEnrolmentRow,
  type ProgramSessionCompletionRow,
} from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';

export interface FlaggedEnrolment {
  userId: number;
  username: string;
  code: string;
  flags: ProgramEnrolmentRow['flags'];
  flaggedAt: Date;
}

/** A person's enrolments and done sessions: every read takes the session's user, never a client's id. */
export interface ProgramRepository {
  find(userId: number, code: string): Promise<ProgramEnrolmentRow | undefined>;
  /** Enrols the person; `created` false when they already were (then the existing row). */
  enrol(userId: number, code: string): Promise<{ created: boolean; row: ProgramEnrolmentRow }>;
  remove(userId: number, code: string): Promise<void>;
  /** The enrolment, locked until the transaction ends. */
  lock(tx: Tx, userId: number, code: string): Promise<ProgramEnrolmentRow | undefined>;
  /** Done sessions of an enrolment, in session order. */
  completions(enrolmentId: number, tx?: Tx): Promise<ProgramSessionCompletionRow[]>;
  /** Writes a done session, replacing an earlier go at it. */
  saveCompletion(
    tx: Tx,
    values: Pick<
      ProgramSessionCompletionRow,
      'enrolmentId' | 'nomor' | 'worksheet' | 'phq9' | 'score' | 'clientId'
    >,
  ): Promise<ProgramSessionCompletionRow>;
  setFlags(tx: Tx, enrolmentId: number, flags: ProgramEnrolmentRow['flags']): Promise<void>;
  /** Stores the person's choices and when the next reminder is due. */
  setChoices(
    tx: Tx,
    enrolmentId: number,
    values: Pick<ProgramEnrolmentRow, 'guidanceAt' | 'reminders' | 'reminderDueAt'>,
  ): Promise<ProgramEnrolmentRow>;
  setReminderDue(tx: Tx, enrolmentId: number, at: Date | null): Promise<void>;
  /** Enrolments whose reminder is due by `now`, locked (others' skipped) until the transaction ends. */
  lockDueReminders(tx: Tx, now: Date, limit: number): Promise<ProgramEnrolmentRow[]>;
  /** When the earliest waiting reminder falls due, or null. */
  nextReminderAt(): Promise<Date | null>;
  /** The person's programmes they asked a counsellor to follow, with their done sessions. */
  guidedOf(
    userId: number,
  ): Promise<{ enrolment: ProgramEnrolmentRow; sessions: ProgramSessionCompletionRow[] }[]>;
  /** Every enrolment with a flag, the newest flagged first. */
  flagged(limit: number): Promise<FlaggedEnrolment[]>;
  /** The person's enrolments with their done sessions, for the data export. */
  allOf(
    userId: number,
  ): Promise<{ enrolment: ProgramEnrolmentRow; sessions: ProgramSessionCompletionRow[] }[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    programRepository: ProgramRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const ownedBy = (userId: number, code: string) =>
      and(eq(programEnrolments.userId, userId), eq(programEnrolments.code, code));
    const completions = (enrolmentId: number, tx: Tx | typeof db = db) =>
      tx
        .select()
        .from(programSessionCompletions)
        .where(eq(programSessionCompletions.enrolmentId, enrolmentId))
        .orderBy(asc(programSessionCompletions.nomor));

    const repository: ProgramRepository = {
      async find(userId, code) {
        const [row] = await db.select().from(programEnrolments).where(ownedBy(userId, code));
        return row;
      },
      async enrol(userId, code) {
        const [created] = await db
          .insert(programEnrolments)
          .values({ userId, code })
          .onConflictDoNothing({ target: [programEnrolments.userId, programEnrolments.code] })
          .returning();
        if (created) return { created: true, row: created };
        return { created: false, row: (await repository.find(userId, code))! };
      },
      async remove(userId, code) {
        await db.delete(programEnrolments).where(ownedBy(userId, code));
      },
      async lock(tx, userId, code) {
        const [row] = await tx.select().from(programEnrolments).where(ownedBy(userId, code)).for('update');
        return row;
      },
      completions: (enrolmentId, tx) => completions(enrolmentId, tx),
      async saveCompletion(tx, values) {
        const [row] = await tx
          .insert(programSessionCompletions)
          .values(values)
          .onConflictDoUpdate({
            target: [programSessionCompletions.enrolmentId, programSessionCompletions.nomor],
            set: {
              worksheet: values.worksheet,
              phq9: values.phq9,
              score: values.score,
              clientId: values.clientId,
              completedAt: sql`now()`,
            },
          })
          .returning();
        return row!;
      },
      async setFlags(tx, enrolmentId, flags) {
        await tx
          .update(programEnrolments)
          .set({
            flags,
            flaggedAt: sql`case when ${programEnrolments.flags} = ${JSON.stringify(flags)}::jsonb then ${programEnrolments.flaggedAt} else now() end`,
          })
          .where(eq(programEnrolments.id, enrolmentId));
      },
      async setChoices(tx, enrolmentId, values) {
        const [row] = await tx
          .update(programEnrolments)
          .set(values)
          .where(eq(programEnrolments.id, enrolmentId))
          .returning();
        return row!;
      },
      async setReminderDue(tx, enrolmentId, at) {
        await tx
          .update(programEnrolments)
          .set({ reminderDueAt: at })
          .where(eq(programEnrolments.id, enrolmentId));
      },
      lockDueReminders: (tx, now, limit) =>
        tx
          .select()
          .from(programEnrolments)
          .where(lte(programEnrolments.reminderDueAt, now))
          .orderBy(asc(programEnrolments.reminderDueAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      async nextReminderAt() {
        const [row] = await db.select({ at: min(programEnrolments.reminderDueAt) }).from(programEnrolments);
        return row?.at ?? null;
      },
      async guidedOf(userId) {
        const enrolments = await db
          .select()
          .from(programEnrolments)
          .where(and(eq(programEnrolments.userId, userId), isNotNull(programEnrolments.guidanceAt)))
          .orderBy(asc(programEnrolments.id));
        return Promise.all(
          enrolments.map(async (enrolment) => ({ enrolment, sessions: await completions(enrolment.id) })),
        );
      },
      async flagged(limit) {
        const rows = await db
          .select({
            userId: programEnrolments.userId,
            username: users.username,
            code: programEnrolments.code,
            flags: programEnrolments.flags,
            flaggedAt: programEnrolments.flaggedAt,
          })
          .from(programEnrolments)
          .innerJoin(users, eq(users.id, programEnrolments.userId))
          .where(sql`jsonb_array_length(${programEnrolments.flags}) > 0`)
          .orderBy(desc(programEnrolments.flaggedAt), desc(programEnrolments.id))
          .limit(limit);
        return rows.map((row) => ({ ...row, flaggedAt: row.flaggedAt! }));
      },
      async allOf(userId) {
        const enrolments = await db
          .select()
          .from(programEnrolments)
          .where(eq(programEnrolments.userId, userId))
          .orderBy(asc(programEnrolments.id));
        return Promise.all(
          enrolments.map(async (enrolment) => ({ enrolment, sessions: await completions(enrolment.id) })),
        );
      },
    };
    app.decorate('programRepository', repository);
  },
  { name: 'program-repository', dependencies: ['db'] },
);
