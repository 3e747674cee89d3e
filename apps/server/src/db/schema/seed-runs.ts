import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which one-time seed steps have run. Claiming a name here (in the same transaction as the
 * seed itself) makes a seed run exactly once, even when several instances start together,
 * and never again after admins have edited or deleted what it created.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
