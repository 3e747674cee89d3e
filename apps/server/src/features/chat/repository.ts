import { chatLimits } from '@sehat/core/chat/limits';
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { messages, conversations, uploads, users, type ConversationRow } from '../../db/schema/index';

export type { ConversationRow };
import { counsellorRoles } from './policy';
import type { ChatAdminRow, MessageWithFile } from './presenter';

export interface MessagePageQuery {
  after?: number | undefined;
  before?: number | undefined;
  limit: number;
}

export interface ChatRepository {
  findConversation(id: number): Promise<ConversationRow | undefined>;
  /** Whether the user's popup is open where they look at it, for `presenceLastsMs` (ADR 115). */
  setUserViewing(conversationId: number, open: boolean): Promise<void>;
  /** The user's conversation, created on first use (safe when two requests race). */
  conversationOfUser(userId: number): Promise<{ conversation: ConversationRow; created: boolean }>;
  /**
   * The counsellor shown to the user: the one holding the conversation, else the last to answer
   * in it, else the first admin (ADR 193).
   */
  adminFor(conversation: ConversationRow): Promise<ChatAdminRow | undefined>;
  /** Messages of the other side that `readerRole` has not read. */
  unreadCount(conversationId: number, readerRole: 'user' | 'admin'): Promise<number>;
  /** Oldest first: after `after`, or the newest `limit` (before `before` when given). */
  listMessages(
    conversationId: number,
    query: MessagePageQuery,
  ): Promise<{ messages: MessageWithFile[]; hasMore: boolean }>;
  findMessage(id: number): Promise<MessageWithFile | undefined>;
  findBySenderAndClientId(senderId: number, clientId: string): Promise<MessageWithFile | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRepository: ChatRepository;
  }
}

const messageColumns = {
  ...getTableColumns(messages),
  filePath: uploads.path,
  fileName: uploads.originalName,
  fileSize: uploads.size,
  fileMime: uploads.mime,
};

type JoinedRow = typeof messages.$inferSelect & {
  filePath: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileMime: string | null;
};

function withFile({ filePath, fileName, fileSize, fileMime, ...row }: JoinedRow): MessageWithFile {
  const file =
    filePath !== null && fileSize !== null && fileMime !== null
      ? { path: filePath, originalName: fileName, size: fileSize, mime: fileMime }
      : null;
  return { ...row, file };
}

export default fp(
  async (app) => {
    const { db } = app;
    const selectMessages = () =>
      db.select(messageColumns).from(messages).leftJoin(uploads, eq(uploads.id, messages.uploadId));

    const repository: ChatRepository = {
      async findConversation(id) {
        const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
        return row;
      },
      async setUserViewing(conversationId, open) {
        await db
          .update(conversations)
          .set({
            userViewingUntil: open
              ? sql`now() + ${chatLimits.presenceLastsMs} * interval '1 millisecond'`
              : null,
          })
          .where(eq(conversations.id, conversationId));
      },
      async conversationOfUser(userId) {
        const [created] = await db
          .insert(conversations)
          .values({ userId })
          .onConflictDoNothing({ target: conversations.userId })
          .returning();
        if (created) return { conversation: created, created: true };
        const [existing] = await db.select().from(conversations).where(eq(conversations.userId, userId));
        return { conversation: existing!, created: false };
      },
      async adminFor(conversation) {
        const columns = { id: users.id, fullName: users.fullName, photoPath: users.photoPath };
        const [held] = await db
          .select(columns)
          .from(users)
          .where(
            and(
              inArray(users.role, counsellorRoles),
              eq(
                users.id,
                sql`coalesce(${conversation.assigneeId}::integer, (
                  select m.sender_id from ${messages} m
                  where m.conversation_id = ${conversation.id} and m.sender_role = 'admin' and not m.automatic
                  order by m.id desc limit 1
                ))`,
              ),
            ),
          );
        if (held) return held;
        const [first] = await db
          .select(columns)
          .from(users)
          .where(inArray(users.role, counsellorRoles))
          .orderBy(asc(users.id))
          .limit(1);
        return first;
      },
      async unreadCount(conversationId, readerRole) {
        const [row] = await db
          .select({ n: count() })
          .from(messages)
          .where(
            and(
              eq(messages.conversationId, conversationId),
              ne(messages.senderRole, readerRole),
              eq(messages.isRead, false),
            ),
          );
        return row?.n ?? 0;
      },
      async listMessages(conversationId, { after, before, limit }) {
        const inConversation = eq(messages.conversationId, conversationId);
        if (after !== undefined) {
          const rows = await selectMessages()
            .where(and(inConversation, gt(messages.id, after)))
            .orderBy(asc(messages.id))
            .limit(limit);
          return { messages: rows.map(withFile), hasMore: false };
        }
        const rows = await selectMessages()
          .where(and(inConversation, before !== undefined ? lt(messages.id, before) : undefined))
          .orderBy(desc(messages.id))
          .limit(limit + 1);
        const hasMore = rows.length > limit;
        return { messages: rows.slice(0, limit).reverse().map(withFile), hasMore };
      },
      async findMessage(id) {
        const [row] = await selectMessages().where(eq(messages.id, id));
        return row && withFile(row);
      },
      async findBySenderAndClientId(senderId, clientId) {
        const [row] = await selectMessages().where(
          and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)),
        );
        return row && withFile(row);
      },
    };
    app.decorate('chatRepository', repository);
  },
  { name: 'chat-repository', dependencies: ['db'] },
);
