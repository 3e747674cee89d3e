import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Seed sets that have been applied once. Starter content is inserted together with its marker,
 * so it appears on the first start only: rows an admin later deletes do not come back.
 */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
