import { checkinRisk, type CheckinAnswer } from '@sehat/core/checkins/answers';
import { checkinLabels, checkinMessages } from '@sehat/core/checkins/messages';
import type { Checkin, CheckinAnswerResponse } from '@sehat/core/checkins/schemas';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { conflict, notFound } from '../../platform/http/errors';
import { presentCheckin } from './presenter';

/** The due-jobs name of the check-in sender. */
export const CHECKIN_JOB = 'checkins';
/** Any fixed number: with the user's id, the lock that makes one person's opt-ins one at a time. */
const OPT_IN_LOCK = 0x0c4e7;
/** Check-ins sent per transaction. */
const SEND_BATCH = 50;

export interface CheckinCommands {
  /** Schedules the offsets from now, unless unsent check-ins wait already (then those). */
  ask(userId: number): Promise<{ created: boolean; checkins: Checkin[] }>;
  /** Records the person's one answer; `berat` and `bahaya` tell the counsellor team. */
  answer(userId: number, id: number, answer: CheckinAnswer): Promise<CheckinAnswerResponse>;
  /** Sends every check-in due by `now` as a notification, each exactly once; returns how many. */
  sendDue(now: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkins: CheckinCommands;
  }
}

/** Check-ins ("caring contacts", docs/decisions/0170): asked for, sent when due, answered once. */
export default fp<{ offsetsMs: number[] }>(
  async (app, { offsetsMs }) => {
    const repository = app.checkinRepository;

    const sendBatch = (now: Date) =>
      app.db.transaction(async (tx) => {
        const due = await repository.lockDue(tx, now, SEND_BATCH);
        for (const checkin of due) {
          await app.notifier.checkin(tx, checkin.userId, checkin.id);
          await repository.markSent(tx, checkin.id);
        }
        return due.length;
      });

    const commands: CheckinCommands = {
      async ask(userId) {
        const result = await app.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${OPT_IN_LOCK}, ${userId})`);
          const waiting = await repository.unsent(tx, userId);
          if (waiting.length > 0) return { created: false, rows: waiting };
          const now = Date.now();
          const rows = await repository.insert(
            tx,
            userId,
            offsetsMs.map((offset) => new Date(now + offset)),
          );
          return { created: true, rows };
        });
        if (result.created) app.dueJobs.wake(CHECKIN_JOB);
        return { created: result.created, checkins: result.rows.map(presentCheckin) };
      },

      answer: (userId, id, answer) =>
        app.db.transaction(async (tx) => {
          const checkin = await repository.lockOwn(tx, userId, id);
          if (!checkin) throw notFound(checkinMessages.notFound);
          if (!checkin.sentAt) throw conflict('CHECKIN_NOT_DUE', checkinMessages.notYetDue);
          if (checkin.answeredAt) throw conflict('CHECKIN_ANSWERED', checkinMessages.alreadyAnswered);
          const answered = await repository.recordAnswer(tx, id, answer);
          const risk = checkinRisk(answer);
          if (risk.signal) {
            await app.chatTeamAlerts.raise(tx, {
              userId,
              key: `checkin-${id}`,
              text: risk.crisis ? checkinLabels.teamAlert.bahaya : checkinLabels.teamAlert.berat,
              source: 'checkin',
              risk,
            });
          }
          return { checkin: presentCheckin(answered), crisis: risk.crisis };
        }),

      async sendDue(now) {
        let total = 0;
        for (;;) {
          const sent = await sendBatch(now);
          total += sent;
          if (sent < SEND_BATCH) return total;
        }
      },
    };
    app.decorate('checkins', commands);
    app.dueJobs.add(CHECKIN_JOB, {
      run: commands.sendDue,
      nextDueAt: repository.nextDueAt,
    });
  },
  {
    name: 'checkin-commands',
    dependencies: ['db', 'due-jobs', 'checkin-repository', 'notifier', 'chat-team-alerts'],
  },
);
