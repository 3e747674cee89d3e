import { createHash } from 'node:crypto';
import { deletedAccountPrefix } from '@sehat/core/admin/audit/schemas';

/** The stable pseudonym the audit log gives a deleted account (ADR 221). */
export function deletedAccountName(userId: number): string {
  return `${deletedAccountPrefix}${createHash('sha256').update(String(userId)).digest('hex').slice(0, 8)}`;
}
