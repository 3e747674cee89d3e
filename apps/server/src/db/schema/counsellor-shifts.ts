import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The counsellors' weekly shifts (docs/decisions/0232): replaced whole by a supervisor or an
 * admin. `day` 0 Sunday … 6 Saturday; minutes past that day's midnight on the service's clock,
 * `end_minute` exclusive and 1440 at midnight.
 */
export const counsellorShifts = pgTable(
  'counsellor_shifts',
  {
    id: serial('id').primaryKey(),
    counsellorId: integer('counsellor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('counsellor_shifts_day_idx').on(table.day),
    check(
      'counsellor_shifts_span_check',
      sql`${table.day} between 0 and 6 and ${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

export type CounsellorShiftRow = typeof counsellorShifts.$inferSelect;
