import { z } from 'zod';
import { auditedUserFields } from '../users/rules';
import { roles } from '../../user/limits';
import { adminUserLimits } from '../users/limits';
import { text } from '../../validation/text';

/** The parts of the service hours a change names (never their values). */
export const auditedServiceHoursFields = ['timezone', 'weekly', 'closedDates'] as const;

export const auditActions = [
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.deleted',
  'account.self_deleted',
  'user.password_reset_link',
  'service_hours.updated',
  // A counsellor's private note or case summary on a person's conversation; never its text.
  'chat.note_added',
  'chat.summary_updated',
  // A counsellor marked a conversation's risk signals handled (its note goes to the case notes).
  'chat.risk_handled',
  // A supervisor whispered to the counsellor, or handed the conversation to another (ADR 229).
  'chat.whisper_added',
  'chat.transferred',
  // A supervisor reviewed a conversation; a debrief after a risky one was held (ADR 231).
  'chat.reviewed',
  'chat.debrief_held',
] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * How the log names an account once it is deleted (ADR 221): this prefix and a short hash of its
 * id, the same in every entry, so entries about one account still read together.
 */
export const deletedAccountPrefix = 'pengguna-terhapus-';

/** What an entry records besides who and when. Never a password, hash or other secret. */
export const auditDetailsSchema = z.object({
  /** The role a user was created or deleted with. */
  role: z.enum(roles).optional(),
  /** A role change. */
  from: z.enum(roles).optional(),
  to: z.enum(roles).optional(),
  /** The names (not the values) of the changed fields. */
  changed: z.array(z.enum([...auditedUserFields, ...auditedServiceHoursFields])).optional(),
  previousUsername: z.string().optional(),
});
export type AuditDetails = z.infer<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  actor: z.object({ id: z.number().int(), username: z.string() }),
  /** Null for a change to a site setting, which names no account. */
  target: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  details: auditDetailsSchema,
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(adminUserLimits.pageMax).default(adminUserLimits.pageDefault),
  cursor: text().min(1).max(adminUserLimits.cursorMax).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogListSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogList = z.infer<typeof auditLogListSchema>;
