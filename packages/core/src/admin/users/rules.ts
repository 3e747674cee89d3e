import type { ErrorCode } from '../../errors/codes';
import { adminUserMessages } from '../messages';
import type { Role } from '../../user/limits';
import { parseId } from '../../validation/id-value';

export type AdminRuleViolation = {
  code: Extract<ErrorCode, 'LAST_ADMIN' | 'SELF_DELETE'>;
  message: string;
};

type Target = { id: number; role: Role };

/** An admin may not take the admin role from the last admin (spec §6 and api.md: 409). */
export function roleChangeViolation(
  target: Target,
  nextRole: Role,
  adminCount: number,
): AdminRuleViolation | null {
  if (target.role === 'admin' && nextRole !== 'admin' && adminCount <= 1) {
    return { code: 'LAST_ADMIN', message: adminUserMessages.lastAdminDemote };
  }
  return null;
}

/** Nobody deletes the account they are logged in with, and the last admin always stays. */
export function deleteViolation(
  actorId: number,
  target: Target,
  adminCount: number,
): AdminRuleViolation | null {
  if (actorId === target.id) return { code: 'SELF_DELETE', message: adminUserMessages.selfDelete };
  if (target.role === 'admin' && adminCount <= 1) {
    return { code: 'LAST_ADMIN', message: adminUserMessages.lastAdminDelete };
  }
  return null;
}

/** The editable account fields whose change the audit log names (values are never logged). */
export const auditedUserFields = ['username', 'email', 'fullName', 'address', 'password'] as const;
export type AuditedUserField = (typeof auditedUserFields)[number];

/** Which fields an edit changes; a password counts as changed whenever one is given. */
export function changedUserFields(
  before: Record<Exclude<AuditedUserField, 'password'>, string>,
  after: Record<Exclude<AuditedUserField, 'password'>, string> & { password?: string | undefined },
): AuditedUserField[] {
  return auditedUserFields.filter((field) =>
    field === 'password' ? after.password !== undefined : before[field] !== after[field],
  );
}

/** A search for "42" or "#42" also finds the user with that id. */
export function userIdInQuery(query: string): number | null {
  return parseId(query.trim().replace(/^#/, ''));
}

/** The edit form sends a password only when one was typed (spec §5). */
export function isPasswordFilled(password: string): boolean {
  return password.trim() !== '';
}

/** Spec §8: the failure text, followed by the server's (or the error's) message. */
export function failureMessage(prefix: string, reason?: string | null): string {
  return reason ? `${prefix}: ${reason}` : prefix;
}
