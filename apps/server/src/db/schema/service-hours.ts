import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClosedDate, WeeklyHours } from '@sehat/core/service-hours/schedule';

/**
 * The counsellors' service hours (docs/decisions/0190): one row, written whole by an admin
 * (checked by the API's schema first). No row means the spec's default, 09:00–21:00 every day.
 */
export const serviceHours = pgTable(
  'service_hours',
  {
    id: smallint('id').primaryKey().default(1),
    timezone: text('timezone').notNull(),
    /** Seven entries, Monday first. */
    weekly: jsonb('weekly').$type<WeeklyHours[]>().notNull(),
    /** Oldest first. */
    closedDates: jsonb('closed_dates').$type<ClosedDate[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('service_hours_one_row', sql`${table.id} = 1`)],
);

export type ServiceHoursRow = typeof serviceHours.$inferSelect;
