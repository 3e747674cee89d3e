import type { AuditEntry } from '@sehat/core/admin/audit/schemas';
import type { AuditRow } from '../../db/schema/index';

/** The contract's audit entry: who, what, to whom (none for a site setting), when, and the non-secret details. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actorId, username: row.actorUsername },
    target:
      row.targetId === null || row.targetUsername === null
        ? null
        : { id: row.targetId, username: row.targetUsername },
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
