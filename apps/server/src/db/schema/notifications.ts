import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@sehat/core/notifications/limits';
import { users } from './users';

const kindList = notificationKinds.map((kind) => `'${kind}'`).join(', ');

/**
 * In-app notifications (ADR 77). Written in the transaction of what causes them; the text is
 * composed then, from the recipient's own content only. One unread row per recipient, kind and
 * link: a new event of the same kind and source replaces it, counted (ADR 181). They go with
 * the recipient's account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    /** How many events this one stands for: unread ones of one kind and source coalesce. */
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** False when the person turned the bell off for this kind: only push/e-mail may carry it. */
    inApp: boolean('in_app').notNull().default(true),
    /** When it is due to go out by push/e-mail, if still unread (ADR 131); null: never. */
    deliverAfter: timestamp('deliver_after', { withTimezone: true }),
    /** When the delivery worker decided (and sent what the person's preferences asked for). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.readAt} is null`),
    index('notifications_delivery_due_idx')
      .on(t.deliverAfter)
      .where(sql`${t.deliveredAt} is null and ${t.deliverAfter} is not null`),
    check('notifications_kind_check', sql.raw(`kind in (${kindList})`)),
    check('notifications_count_check', sql`${t.count} >= 1`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
