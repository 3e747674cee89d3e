import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Typed addresses waiting for the reset job (ADR 211): the request only writes a row, the same
 * for every address, so its answer cannot tell which addresses have an account. The job looks
 * the address up, mails a link when it is an account's verified one, and deletes the row.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
