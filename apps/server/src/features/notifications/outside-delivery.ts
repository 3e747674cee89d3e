import { outsideChannels } from '@sehat/core/notifications/delivery';
import { outsideMessages, outsideText } from '@sehat/core/notifications/outside-messages';
import type { PushPayload } from '@sehat/core/push/schemas';
import { and, asc, eq, inArray, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { notifications, users, type NotificationRow } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';
import { workLoop } from '../../platform/jobs/work-loop';
import { conversationOf, isInChat } from './chat-presence';
import notificationMail, { NOTIFICATION_MAIL } from './notification-mail';

const CHANNEL = 'notification_delivery';
const BATCH = 20;
/** A notice by mail is worth a day; after that the person has likely been back anyway. */
const MAIL_KEEP_MS = 24 * 60 * 60 * 1000;

export interface OutsideDelivery {
  /**
   * An expression of the statement that made a notification: every instance's worker wakes on
   * its commit.
   */
  announcement: SQL;
  /**
   * Once this instance's worker is idle, delivers what is due at `now` (the worker's clock is the
   * real one; tests move it on).
   */
  runDue(now?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outsideDelivery: OutsideDelivery;
  }
}

/**
 * The one place that decides whether a notification also leaves the site (ADR 131): when it is
 * due, still unread, and (for a chat reply) the person is not in the chat, it goes by push to
 * their devices and by mail to their verified address, as their preferences say. Each due row
 * is taken by one instance (FOR UPDATE SKIP LOCKED) and marked in the same transaction that
 * queues its mail; pushes go once that has committed.
 */
export default fp<{ pollMs: number; siteOrigin: string }>(
  async (app, { pollMs, siteOrigin }) => {
    const { db } = app;
    await app.register(notificationMail, { siteOrigin });

    const channelsFor = async (tx: Tx, row: NotificationRow, now: Date) => {
      const none = { push: false, email: null as string | null };
      if (row.readAt) return none;
      if (row.kind === 'chat_reply') {
        const conversationId = await conversationOf(tx, row.userId);
        if (conversationId && (await isInChat(tx, conversationId, now))) return none;
      }
      // One after another: a transaction is one connection.
      const preferences = await app.notificationPreferences.ofKind(tx, row.userId, row.kind);
      const devices = await app.pushSubscriptions.countOf(tx, row.userId);
      const [account] = await tx
        .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, row.userId));
      const wanted = outsideChannels(preferences, devices);
      // Never to an address its owner has not confirmed: it might be a stranger's.
      return { push: wanted.push, email: wanted.email && account?.verifiedAt ? account.email : null };
    };

    const round = async (now: Date) => {
      const pushes = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(notifications)
          .where(and(isNull(notifications.deliveredAt), lte(notifications.deliverAfter, now)))
          .orderBy(asc(notifications.deliverAfter))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const toPush: { userId: number; payload: PushPayload }[] = [];
        for (const row of due) {
          const { push, email } = await channelsFor(tx, row, now);
          if (email) {
            await app.mailer.enqueue(tx, {
              userId: row.userId,
              kind: NOTIFICATION_MAIL,
              to: email,
              params: { notificationId: row.id },
              keepMs: MAIL_KEEP_MS,
            });
          }
          if (push) {
            const payload = {
              title: outsideMessages.title,
              body: outsideText(row.kind),
              link: row.link,
              tag: row.kind,
            };
            toPush.push({ userId: row.userId, payload });
          }
        }
        if (due.length) {
          await tx
            .update(notifications)
            .set({ deliveredAt: sql`now()` })
            .where(
              inArray(
                notifications.id,
                due.map((row) => row.id),
              ),
            );
        }
        return { toPush, full: due.length === BATCH };
      });
      await Promise.all(pushes.toPush.map(({ userId, payload }) => app.pushDelivery.toUser(userId, payload)));
      return pushes.full;
    };

    const nextDueInMs = async () => {
      const [row] = await db
        .select({ at: min(notifications.deliverAfter) })
        .from(notifications)
        .where(isNull(notifications.deliveredAt));
      return row?.at ? Math.max(0, new Date(row.at).getTime() - Date.now()) : undefined;
    };

    const worker = workLoop(
      'outside-delivery',
      async () => {
        const again = await round(new Date());
        return { again, nextInMs: again ? undefined : await nextDueInMs() };
      },
      { pollMs, log: app.log },
    );
    await app.eventBus.subscribe(CHANNEL, { onNotify: worker.wake, onReconnect: worker.wake });

    app.decorate('outsideDelivery', {
      announcement: sql`pg_notify(${CHANNEL}::text, '')`,
      async runDue(now = new Date()) {
        await worker.settled();
        while (await round(now));
      },
    } satisfies OutsideDelivery);
    app.addHook('onReady', async () => worker.wake());
    app.addHook('onClose', () => worker.stop());
  },
  {
    name: 'outside-delivery',
    dependencies: ['db', 'mailer', 'event-bus', 'push', 'notification-preferences'],
  },
);
