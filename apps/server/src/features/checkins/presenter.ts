import type { AdminCheckin, Checkin } from '@sehat/core/checkins/schemas';
import type { CheckinRow } from '../../db/schema/index';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The contract's check-in. */
export function presentCheckin(row: CheckinRow): Checkin {
  return {
    id: row.id,
    dueAt: row.dueAt.toISOString(),
    sentAt: iso(row.sentAt),
    answeredAt: iso(row.answeredAt),
    answer: row.answer,
  };
}

/** A check-in in the counsellors' list, with whose it is. */
export function presentAdminCheckin(row: CheckinRow & { username: string; fullName: string }): AdminCheckin {
  return { ...presentCheckin(row), user: { id: row.userId, username: row.username, fullName: row.fullName } };
}
