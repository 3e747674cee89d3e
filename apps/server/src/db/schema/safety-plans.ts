import type { SafetyPlanContent } from '@sehat/core/safety-plan/schemas';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's safety plan (docs/decisions/0170): one per account, its steps as one validated
 * JSON document. Only its owner reads it; it goes with the account.
 */
export const safetyPlans = pgTable('safety_plans', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<SafetyPlanContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SafetyPlanRow = typeof safetyPlans.$inferSelect;
