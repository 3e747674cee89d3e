import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { presenceStatuses } from '@sehat/core/chat/counsellor-service';
import { users } from './users';

const statusList = presenceStatuses.map((status) => `'${status}'`).join(', ');

/**
 * A counsellor's presence (docs/decisions/0191): what they chose in the admin header, and until
 * when one of their admin tabs is believed open and they active. The team sees what follows
 * from the three (`effectivePresence`).
 */
export const counsellorPresence = pgTable(
  'counsellor_presence',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chosen: text('chosen', { enum: presenceStatuses }).notNull().default('offline'),
    seenUntil: timestamp('seen_until', { withTimezone: true }),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('counsellor_presence_chosen_check', sql.raw(`chosen in (${statusList})`))],
);

export type CounsellorPresenceRow = typeof counsellorPresence.$inferSelect;
