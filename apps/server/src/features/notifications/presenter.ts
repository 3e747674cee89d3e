import { sql } from 'drizzle-orm';
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

/** The same as the database builds it from an unread row's columns, named as in the table. */
export const notificationJson = sql`jsonb_build_object('id', id, 'kind', kind, 'text', text, 'link', link,
  'readAt', null, 'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
