import { adminUserMessages, auditLogMessages } from '../messages';
import type { AuditDetails } from './schemas';

const roleLabel = (role: keyof typeof adminUserMessages.roleLabels) => adminUserMessages.roleLabels[role];

/** One line of Indonesian describing an entry's details, e.g. "Diubah: email, password". */
export function describeAuditDetails(details: AuditDetails): string {
  const parts: string[] = [];
  if (details.from && details.to)
    parts.push(auditLogMessages.roleChange(roleLabel(details.from), roleLabel(details.to)));
  if (details.role) parts.push(auditLogMessages.initialRole(roleLabel(details.role)));
  if (details.changed?.length) {
    const names = details.changed.map((field) => auditLogMessages.fieldNames[field]);
    parts.push(`${auditLogMessages.changedFields} ${names.join(', ')}`);
  }
  if (details.previousUsername) parts.push(auditLogMessages.previousUsername(details.previousUsername));
  return parts.join('; ');
}
