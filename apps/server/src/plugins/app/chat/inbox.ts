import type { InboxFilter, InboxUser } from '@sehat/core/chat/admin-schemas';
import { and, count, countDistinct, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { messages, conversations, users } from '../../../db/schema/index';
import { avatarUrl } from '../../../presenters/user';

export interface InboxQuery {
  filter: InboxFilter;
  q?: string | undefined;
  limit: number;
  offset: number;
}

export interface ChatInbox {
  /** User accounts with their conversation's last message and unread count, latest first. */
  list(query: InboxQuery): Promise<{ users: InboxUser[]; hasMore: boolean }>;
  /** How many user accounts there are, and how many have unread messages. */
  counts(): Promise<{ all: number; unread: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatInbox: ChatInbox;
  }
}

/**
 * A conversation at risk: a user's message with crisis language that no counsellor has
 * answered yet (docs/decisions/0043-crisis-language.md). It heads the inbox until answered.
 */
const atRisk = sql<boolean>`exists (
  select 1 from ${messages} m
  where m.conversation_id = ${conversations.id} and m.crisis and m.sender_role = 'user'
    and not exists (
      select 1 from ${messages} a
      where a.conversation_id = m.conversation_id and a.sender_role = 'admin' and a.id > m.id
    )
)`;

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
      async list({ filter, q, limit, offset }) {
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
          })
          .from(users)
          .leftJoin(conversations, eq(conversations.userId, users.id))
          .leftJoin(unread, eq(unread.conversationId, conversations.id))
          .leftJoin(
            lastMessage,
            eq(
              lastMessage.id,
              sql`(select max(m.id) from ${messages} m where m.conversation_id = ${conversations.id})`,
            ),
          )
          .where(
            and(
              eq(users.role, 'user'),
              filter === 'unread' ? gt(unread.n, 0) : undefined,
              q
                ? or(ilike(users.fullName, likePattern(q)), ilike(users.username, likePattern(q)))
                : undefined,
            ),
          )
          .orderBy(desc(atRisk), sql`${conversations.lastMessageAt} desc nulls last`, desc(users.id))
          .limit(limit + 1)
          .offset(offset);
        return {
          hasMore: rows.length > limit,
          users: rows.slice(0, limit).map(({ photoPath, lastMessageAt, ...row }) => ({
            ...row,
            photoUrl: avatarUrl(photoPath),
            lastMessageAt: lastMessageAt?.toISOString() ?? null,
          })),
        };
      },
      async counts() {
        const [all] = await db.select({ n: count() }).from(users).where(eq(users.role, 'user'));
        const [withUnread] = await db
          .select({ n: countDistinct(messages.conversationId) })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .innerJoin(users, eq(users.id, conversations.userId))
          .where(and(eq(messages.senderRole, 'user'), eq(messages.isRead, false), eq(users.role, 'user')));
        return { all: all?.n ?? 0, unread: withUnread?.n ?? 0 };
      },
    };
    app.decorate('chatInbox', inbox);
  },
  { name: 'chat-inbox', dependencies: ['db'] },
);
