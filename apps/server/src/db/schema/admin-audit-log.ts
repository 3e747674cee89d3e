import { auditActions, type AuditDetails } from '@sehat/core/admin/audit/schemas';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what to which account, and when. Deliberately without foreign keys: an entry must
 * outlive both the admin and the user it names (the deletion itself is an entry), so it keeps
 * their id and username as they were. Details name changed fields, never their values. A
 * change to a site setting (the service hours, ADR 190) names no account: its target is null.
 */
export const adminAuditLog = pgTable('admin_audit_log', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  actorId: integer('actor_id').notNull(),
  actorUsername: text('actor_username').notNull(),
  action: text('action', { enum: auditActions }).notNull(),
  targetId: integer('target_id'),
  targetUsername: text('target_username'),
  details: jsonb('details').$type<AuditDetails>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AuditRow = typeof adminAuditLog.$inferSelect;
