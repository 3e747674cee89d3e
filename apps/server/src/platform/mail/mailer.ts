import { keptMailDays } from '@sehat/core/admin/mail-status';
import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../mail-push-config';
import { keptMails, mailOutbox, type MailOutboxRow } from '../../db/schema/index';
import { notify } from '../realtime/event-bus';
import type { Tx } from '../database/transaction';
import { workLoop, type Round } from '../jobs/work-loop';
import type { MailContent } from './mail-content';
import {
  claimDueMails,
  dropStaleMails,
  failingCount,
  mailsOf,
  markDropped,
  markFailed,
  markSent,
  nextDueInMs,
  retryDelayMs,
} from './outbox-queries';
import { createMailTransport } from './transport';

/** Wakes every instance's worker when a mail is queued (delivered on commit). */
const OUTBOX_CHANNEL = 'mail_outbox';
/** Sent and dropped mails are kept this long (the person's data export lists them). */
const KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Renders a queued mail when it is sent (inside a transaction, so it may issue the token its
 * link carries). Null: nothing to send any more (the address changed, the notification was read).
 */
export type MailRenderer = (mail: MailOutboxRow, tx: Tx) => Promise<MailContent | null>;

export interface NewMail {
  userId: number;
  kind: string;
  to: string;
  params?: Record<string, unknown>;
  /** How long the mail is worth sending; past that an unsent one is dropped. */
  keepMs: number;
}

export interface Mailer {
  /** A feature names a kind of mail and how to render it. */
  kind(name: string, render: MailRenderer): void;
  /** Queues a mail inside the transaction of what causes it: it exists exactly when that does. */
  enqueue(tx: Tx, mail: NewMail): Promise<void>;
  /** Whether mail leaves the machine (SMTP_URL), and how many mails keep failing. */
  status(): Promise<{ configured: boolean; failing: number }>;
  /** Sends what is due now and resolves when this instance's worker is idle (tests, shutdown). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * The outbox (ADR 132): mails are rows written with their cause and sent by a worker on every
 * instance, each mail by one of them, with retries and back-off; nothing is lost on a restart.
 */
export default fp<{ config: MailConfig }>(
  async (app, { config }) => {
    const { db } = app;
    const renderers = new Map<string, MailRenderer>();
    const transport = createMailTransport(config, db);

    const deliver = async (row: MailOutboxRow) => {
      const render = renderers.get(row.kind);
      const content = render ? await db.transaction((tx) => render(row, tx)) : null;
      if (!content) {
        if (!render) app.log.error({ mailId: row.id, kind: row.kind }, 'no renderer for this kind of mail');
        await markDropped(db, row.id);
        return;
      }
      try {
        await transport.send({ ...content, to: row.toAddress, id: row.id });
        await markSent(db, row.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        app.log.warn(
          { mailId: row.id, kind: row.kind, attempt: row.attempts, error: message },
          'mail not sent yet',
        );
        await markFailed(db, row, retryDelayMs(config.retryBaseMs, row.attempts), message);
      }
    };

    const round = async (): Promise<Round> => {
      await dropStaleMails(db);
      const claimed = await claimDueMails(db);
      for (const row of claimed) await deliver(row);
      return { again: claimed.length > 0, nextInMs: claimed.length ? undefined : await nextDueInMs(db) };
    };
    const worker = workLoop('mail', round, { pollMs: config.pollMs, log: app.log });
    await app.eventBus.subscribe(OUTBOX_CHANNEL, { onNotify: worker.wake, onReconnect: worker.wake });

    const mailer: Mailer = {
      kind(name, render) {
        if (renderers.has(name)) throw new Error(`mailer: kind ${name} registered twice`);
        renderers.set(name, render);
      },
      async enqueue(tx, mail) {
        await tx.insert(mailOutbox).values({
          userId: mail.userId,
          kind: mail.kind,
          toAddress: mail.to,
          params: mail.params ?? {},
          discardAfter: sql`now() + ${mail.keepMs} * interval '1 millisecond'`,
        });
        await notify(tx, OUTBOX_CHANNEL, '');
      },
      async status() {
        return { configured: transport.kind === 'smtp', failing: await failingCount(db) };
      },
      async flush() {
        worker.wake();
        await worker.settled();
      },
    };
    app.decorate('mailer', mailer);

    app.dataExporter.section('mails', async (user) =>
      (await mailsOf(db, user.id)).map((row) => ({
        kind: row.kind,
        to: row.toAddress,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    );
    app.housekeeping.task('mail-outbox', async (tx, now) => {
      const cutoff = new Date(now.getTime() - KEEP_DAYS * DAY_MS);
      await tx.delete(mailOutbox).where(lt(mailOutbox.createdAt, cutoff));
      return [];
    });
    app.housekeeping.task('kept-mails', async (tx, now) => {
      const cutoff = new Date(now.getTime() - keptMailDays * DAY_MS);
      await tx.delete(keptMails).where(lt(keptMails.createdAt, cutoff));
      return [];
    });

    app.addHook('onReady', async () => worker.wake());
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mailer', dependencies: ['db', 'event-bus', 'data-export', 'housekeeping'] },
);
