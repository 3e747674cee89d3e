import type { Notification } from '@sehat/core/notifications/schemas';
import type { NotificationRow } from '../../db/schema/index';

/** The contract's notification (api.md "Notifications"). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
