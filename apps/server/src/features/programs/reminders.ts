import { programOf } from '@sehat/core/programs/registry';
import fp from 'fastify-plugin';
import { nextSession } from './presenter';

/** The due-jobs name of the programme reminders. */
export const PROGRAM_REMINDER_JOB = 'program-reminders';
/** Reminders sent per transaction. */
const SEND_BATCH = 50;

export interface ProgramReminders {
  /**
   * Sends each reminder due by `now` once, as a notification that push and mail carry by the
   * person's preferences; returns how many. The next one is planned when a session is done.
   */
  sendDue(now: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    programReminders: ProgramReminders;
  }
}

/** Reminders of the next self-help session (ADR 234): one per due session, none once finished or left. */
export default fp(
  async (app) => {
    const repository = app.programRepository;

    const sendBatch = (now: Date) =>
      app.db.transaction(async (tx) => {
        const due = await repository.lockDueReminders(tx, now, SEND_BATCH);
        for (const enrolment of due) {
          const program = programOf(enrolment.code);
          const next = program ? nextSession(program, await repository.completions(enrolment.id, tx)) : null;
          if (next !== null) await app.notifier.programReminder(tx, enrolment.userId, enrolment.code, next);
          await repository.setReminderDue(tx, enrolment.id, null);
        }
        return due.length;
      });

    const reminders: ProgramReminders = {
      async sendDue(now) {
        let total = 0;
        for (;;) {
          const sent = await sendBatch(now);
          total += sent;
          if (sent < SEND_BATCH) return total;
        }
      },
    };
    app.decorate('programReminders', reminders);
    app.dueJobs.add(PROGRAM_REMINDER_JOB, { run: reminders.sendDue, nextDueAt: repository.nextReminderAt });
  },
  { name: 'program-reminders', dependencies: ['db', 'due-jobs', 'program-repository', 'notifier'] },
);
