import { sql, type SQL } from 'drizzle-orm';
import { chatResultShares, messages } from '../../db/schema/index';

/**
 * The conversation these conditions are about, always qualified: Drizzle leaves a column of a
 * one-table query unqualified, which the subqueries below would take for their own `id`.
 */
const conversationId = sql.raw('"conversations"."id"');

/**
 * A conversation at risk (api.md "One risk model", ADR 210): from its first risk signal until a
 * counsellor marks the signals handled with a note; a reply does not end it, a new signal
 * starts it again. Two columns of the row, so the inbox orders by it without a subquery.
 */
export const atRisk = sql<boolean>`coalesce("conversations"."risk_signal_id" > coalesce("conversations"."risk_handled_signal_id", 0), false)`;

const answeredAfter = (since: SQL) => sql`exists (
  select 1 from ${messages} a
  where a.conversation_id = ${conversationId} and a.sender_role = 'admin' and not a.automatic
    and ${since}
)`;

/**
 * The user has said something: a message of theirs, or a result they shared. A conversation
 * holding only the automatic greeting (opening the popup creates one) has nothing to answer.
 */
export const started = sql`(exists (
  select 1 from ${messages} u where u.conversation_id = ${conversationId} and u.sender_role = 'user'
) or exists (
  select 1 from ${chatResultShares} r where r.conversation_id = ${conversationId}
))`;

/**
 * When the person's wait began: their first message, or result shared, that no counsellor has
 * answered after (the greeting and the closing message are no answer). Null when nothing waits.
 */
export const awaitingSince = sql<Date | null>`least(
  (select min(u.created_at) from ${messages} u
   where u.conversation_id = ${conversationId} and u.sender_role = 'user'
     and not ${answeredAfter(sql`a.id > u.id`)}),
  (select min(s.shared_at) from ${chatResultShares} s
   where s.conversation_id = ${conversationId}
     and not ${answeredAfter(sql`a.created_at > s.shared_at`)})
)`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));
