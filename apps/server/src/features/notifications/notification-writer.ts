import { outsideDeliveryWaitMs } from '@sehat/core/notifications/delivery';
import type { NotificationKind } from '@sehat/core/notifications/limits';
import { withDefaults } from '@sehat/core/notification-preferences/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { notificationJson } from './presenter';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** Its text when it stands for `count` events. */
  text: (count: number) => string;
  link: string;
}

/** The advisory lock class (with the recipient's id) that takes one recipient's writes in turn. */
const NOTIFY_LOCK_CLASS = 77_181;

/** Takes the recipient's turn until commit: one coalescing write at a time per recipient. */
export const recipientTurn = (userId: SQL | number): SQL =>
  sql`pg_advisory_xact_lock(${NOTIFY_LOCK_CLASS}, ${userId}::int)`;

/**
 * A text for any count as the database writes it: the text of one, and the text of many split
 * around where the count goes (texts that do not name the count have nothing after it).
 */
function textFor(text: (count: number) => string, count: SQL): SQL {
  const [two, three] = [text(2), text(3)];
  if (two === three) return sql`case when ${count} = 1 then ${text(1)}::text else ${two}::text end`;
  let start = 0;
  while (two[start] === three[start]) start += 1;
  let end = 0;
  while (end < two.length - start && two.at(-1 - end) === three.at(-1 - end)) end += 1;
  const [before, after] = [two.slice(0, start), two.slice(two.length - end)];
  return sql`case when ${count} = 1 then ${text(1)}::text else ${before}::text || ${count} || ${after}::text end`;
}

/**
 * One statement that makes a notification, for a recipient whose turn an earlier statement of
 * the transaction took (so this one's snapshot holds every write before it): the unread one
 * of the same kind and link gives way to it, on top of the list and counting both (ADR 181),
 * keeping its push/e-mail schedule unless that already went (ADR 131); the bell shows it if
 * the person wants it there, their streams hear of it, and the delivery worker wakes.
 */
export function writeNotification(
  values: NewNotification,
  parts: { events: { ctes: SQL; hinted: SQL }; announcement: SQL },
): SQL {
  const { userId, kind, link } = values;
  const n = notifications;
  const wait = outsideDeliveryWaitMs(kind);
  const shownByDefault = withDefaults({})[kind].inApp;
  return sql`with replaced as (
      delete from ${n}
      where ${n.userId} = ${userId} and ${n.kind} = ${kind} and ${n.link} = ${link} and ${n.readAt} is null
      returning ${n.count}, ${n.deliverAfter}, ${n.deliveredAt}
    ), carried as (
      select coalesce(sum(count), 0)::int + 1 as count,
        coalesce(min(deliver_after) filter (where delivered_at is null),
          now() + ${wait}::int * interval '1 millisecond') as deliver_after
      from replaced
    ), made as (
      insert into ${n} (user_id, kind, link, count, text, in_app, deliver_after)
      select ${userId}::int, ${kind}::text, ${link}::text, count, ${textFor(values.text, sql`count`)},
        coalesce((select ${notificationPreferences.inApp} from ${notificationPreferences}
          where ${notificationPreferences.userId} = ${userId} and ${notificationPreferences.kind} = ${kind}),
          ${shownByDefault}::boolean),
        deliver_after
      from carried
      returning id, user_id, kind, text, link, in_app, created_at
    ), shown as (
      select jsonb_build_object('notification', ${notificationJson}) as data from made where in_app
    ), ${parts.events.ctes}, announced as materialized (
      select ${parts.announcement} from made
    )
    select ${parts.events.hinted} as hinted, (select count(*) from announced) as announced`;
}
