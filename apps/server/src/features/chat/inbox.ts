import type { InboxFilter, InboxResponse, InboxUser } from '@sehat/core/chat/admin-schemas';
import type { CounsellorsResponse } from '@sehat/core/chat/counsellor-service';
import type { LiveConversation } from '@sehat/core/supervision/live';
import type { ConversationChannel } from '@sehat/core/whatsapp/settings';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { conversations, messages, users } from '../../db/schema/index';
import { avatarUrl } from '../../platform/accounts/user-presenter';
import { counsellorRoles } from './policy';
import { atRisk, started } from './risk';

export interface InboxQuery {
  filter: InboxFilter;
  /** The admin asking: 'mine' is what they hold. */
  viewerId: number;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export interface ChatInbox {
  /** User accounts with their conversation's last message and unread count, latest first. */
  list(query: InboxQuery): Promise<{ users: InboxUser[]; hasMore: boolean }>;
  /** How many entries each filter lists for this admin. */
  counts(viewerId: number): Promise<InboxResponse['counts']>;
  /** Every admin, by name, with their presence and how many open conversations they hold. */
  counsellors(): Promise<CounsellorsResponse['counsellors']>;
  /**
   * The supervisors' live console: every open conversation someone started, at risk first, then
   * overdue, then the longest wait (the order of core's `byUrgency`), at most `limit`.
   */
  live(limit: number): Promise<LiveConversation[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatInbox: ChatInbox;
  }
}

/**
 * What each filter lists (docs/decisions/0075-inbox-status-and-assignment.md, 0116): 'active'
 * (the inbox's first view) the open conversations in which the user said something, 'mine'
 * and 'unassigned' the open ones with that holder (unassigned ones only once started),
 * 'resolved' the finished ones.
 */
function filterCondition(filter: InboxFilter, viewerId: number, unreadCount: SQL): SQL | undefined {
  switch (filter) {
    case 'active':
      return and(eq(conversations.status, 'open'), started);
    case 'unread':
      return sql`${unreadCount} > 0`;
    case 'mine':
      return and(eq(conversations.status, 'open'), eq(conversations.assigneeId, viewerId));
    case 'unassigned':
      return and(eq(conversations.status, 'open'), isNull(conversations.assigneeId), started);
    case 'resolved':
      return eq(conversations.status, 'resolved');
    case 'all':
      return undefined;
  }
}

/** Open and past its response target (ADR 192): heads every filter, before the risky ones. */
const overdueNow = sql<boolean>`coalesce(${conversations.status} = 'open' and ${conversations.firstResponseDueAt} <= now(), false)`;

/** The console shows the start of the newest message, enough to see what it is about. */
const LAST_MESSAGE_CHARS = 140;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export default fp(
  async (app) => {
    const { db } = app;
    const lastMessage = alias(messages, 'last_message');
    const unread = db.$with('unread').as(
      db
        .select({ conversationId: messages.conversationId, n: count().as('n') })
        .from(messages)
        .where(and(eq(messages.senderRole, 'user'), eq(messages.isRead, false)))
        .groupBy(messages.conversationId),
    );

    const inbox: ChatInbox = {
      async list({ filter, viewerId, q, limit, offset }) {
        const assignee = alias(users, 'assignee');
        const rows = await db
          .with(unread)
          .select({
            id: users.id,
            username: users.username,
            fullName: users.fullName,
            photoPath: users.photoPath,
            conversationId: conversations.id,
            unreadCount: sql<number>`coalesce(${unread.n}, 0)`.mapWith(Number),
            lastMessage: lastMessage.body,
            lastMessageType: lastMessage.type,
            lastMessageRole: lastMessage.senderRole,
            lastMessageAt: lastMessage.createdAt,
            risk: atRisk,
            status: conversations.status,
            assigneeId: assignee.id,
            assigneeName: assignee.fullName,
            awaitingSince: conversations.awaitingSince,
            firstResponseDueAt: conversations.firstResponseDueAt,
            overdue: overdueNow,
            channel: sql<ConversationChannel>`coalesce(${conversations.channel}, 'web')`,
          })
          .from(users)
          .leftJoin(conversations, eq(conversations.userId, users.id))
          .leftJoin(unread, eq(unread.conversationId, conversations.id))
          .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
          .leftJoin(
            lastMessage,
            eq(
              lastMessage.id,
              // The automatic greeting is nobody's message: an entry shows what people wrote, or
              // the alert a user's check-in answer raised (docs/decisions/0170).
              sql`(select max(m.id) from ${messages} m where m.conversation_id = ${conversations.id} and not (m.automatic and m.sender_role = 'admin'))`,
            ),
          )
          .where(
            and(
              eq(users.role, 'user'),
              filterCondition(filter, viewerId, sql`coalesce(${unread.n}, 0)`),
              q
                ? or(ilike(users.fullName, likePattern(q)), ilike(users.username, likePattern(q)))
                : undefined,
            ),
          )
          .orderBy(
            desc(overdueNow),
            desc(atRisk),
            sql`${conversations.lastMessageAt} desc nulls last`,
            desc(users.id),
          )
          .limit(limit + 1)
          .offset(offset);
        return {
          hasMore: rows.length > limit,
          users: rows
            .slice(0, limit)
            .map(({ photoPath, lastMessageAt, assigneeId, assigneeName, ...row }) => ({
              ...row,
              photoUrl: avatarUrl(photoPath),
              lastMessageAt: lastMessageAt?.toISOString() ?? null,
              awaitingSince: row.awaitingSince?.toISOString() ?? null,
              firstResponseDueAt: row.firstResponseDueAt?.toISOString() ?? null,
              assignee:
                assigneeId !== null && assigneeName !== null
                  ? { id: assigneeId, fullName: assigneeName }
                  : null,
            })),
        };
      },
      // One pass over the users and their conversations; the same rules as the filters.
      async counts(viewerId) {
        const unreadOf = sql`exists (
          select 1 from ${messages} m
          where m.conversation_id = ${conversations.id} and m.sender_role = 'user' and not m.is_read
        )`;
        const counted = (filter: InboxFilter) =>
          sql<number>`count(*) filter (where ${
            filterCondition(filter, viewerId, sql`case when ${unreadOf} then 1 else 0 end`) ?? sql`true`
          })`.mapWith(Number);
        const [row] = await db
          .select({
            active: counted('active'),
            all: counted('all'),
            unread: counted('unread'),
            mine: counted('mine'),
            unassigned: counted('unassigned'),
            resolved: counted('resolved'),
          })
          .from(users)
          .leftJoin(conversations, eq(conversations.userId, users.id))
          .where(eq(users.role, 'user'));
        return row ?? { active: 0, all: 0, unread: 0, mine: 0, unassigned: 0, resolved: 0 };
      },
      async counsellors() {
        const [rows, presence] = await Promise.all([
          db
            .select({ id: users.id, fullName: users.fullName, openConversations: count(conversations.id) })
            .from(users)
            .leftJoin(
              conversations,
              and(eq(conversations.assigneeId, users.id), eq(conversations.status, 'open')),
            )
            .where(inArray(users.role, counsellorRoles))
            .groupBy(users.id)
            .orderBy(users.fullName, users.id),
          app.counsellorPresence.all(),
        ]);
        return rows.map((row) => ({ ...row, presence: presence.get(row.id) ?? 'offline' }));
      },
      async live(limit) {
        const person = alias(users, 'person');
        const assignee = alias(users, 'assignee');
        const waiting = sql<number>`coalesce(extract(epoch from now() - ${conversations.awaitingSince}), 0)::int`;
        const rows = await db
          .select({
            id: conversations.id,
            userId: person.id,
            username: person.username,
            fullName: person.fullName,
            assigneeId: assignee.id,
            assigneeName: assignee.fullName,
            risk: atRisk,
            overdue: overdueNow,
            waitingSeconds: waiting.mapWith(Number),
            lastMessageAt: conversations.lastMessageAt,
            lastMessage: sql<string | null>`(
              select left(m.body, ${LAST_MESSAGE_CHARS}::int) from ${messages} m
              where m.conversation_id = ${conversations.id} and m.type = 'text'
                and not (m.automatic and m.sender_role = 'admin')
              order by m.id desc limit 1
            )`,
          })
          .from(conversations)
          .innerJoin(person, eq(person.id, conversations.userId))
          .leftJoin(assignee, eq(assignee.id, conversations.assigneeId))
          .where(and(eq(conversations.status, 'open'), started))
          .orderBy(
            desc(atRisk),
            desc(overdueNow),
            desc(waiting),
            sql`${conversations.lastMessageAt} desc nulls last`,
            desc(conversations.id),
          )
          .limit(limit);
        return rows.map(
          ({ userId, username, fullName, assigneeId, assigneeName, lastMessageAt, ...row }) => ({
            ...row,
            user: { id: userId, username, fullName },
            assignee:
              assigneeId !== null && assigneeName !== null
                ? { id: assigneeId, fullName: assigneeName }
                : null,
            lastMessageAt: lastMessageAt?.toISOString() ?? null,
          }),
        );
      },
    };
    app.decorate('chatInbox', inbox);
  },
  { name: 'chat-inbox', dependencies: ['db', 'chat-counsellor-presence'] },
);
