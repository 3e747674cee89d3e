import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mailOutbox } from './mail-outbox';

/**
 * Without SMTP_URL, each mail the outbox sends is kept here instead (ADR 221): the whole RFC 822
 * message nodemailer composed, as a `.eml` file would hold it. In the database, so deleting the
 * account removes it on every instance at once (users → mail_outbox → kept_mails, both ON DELETE
 * CASCADE); swept after `KEPT_MAIL_DAYS`.
 */
export const keptMails = pgTable(
  'kept_mails',
  {
    /** The outbox row's id: a mail sent again after a crash replaces its own copy. */
    mailId: integer('mail_id')
      .primaryKey()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kept_mails_created_at_idx').on(t.createdAt)],
);
