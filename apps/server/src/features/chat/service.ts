import type { ChatMessage } from '@sehat/core/chat/schemas';
import { randomUUID } from 'node:crypto';
import { firstNameOf, greetingFor } from '@sehat/core/chat/greeting';
import { chatLabels, chatMessages } from '@sehat/core/chat/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { messages, conversations, uploads, type ConversationRow } from '../../db/schema/index';
import { conflict } from '../../platform/http/errors';
import { isCounsellor, senderRoleOf } from './policy';
import { presentMessage, type MessageWithFile } from './presenter';
import type { AccountRow } from '../../platform/accounts/user-presenter';
import type { StoredChatFile } from './files';
import { conversationChanged } from './triage';
import type { Tx } from '../../platform/database/transaction';

export type MessageContent =
  | { kind: 'text'; text: string }
  /** `caption` (a WhatsApp image's, ADR 237) is the message's text; else the file's name is. */
  | { kind: 'file'; stagedPath: string; name?: string; caption?: string };

export interface SendInput {
  conversation: ConversationRow;
  sender: AccountRow;
  clientId: string;
  content: MessageContent;
  /** The text carries crisis language: the inbox puts the conversation first. */
  crisis?: boolean;
  /** WhatsApp's id of a message that came that way (ADR 227): stored with it, once. */
  wamid?: string;
}

/** Told of each counsellor's reply once it is stored (the WhatsApp channel sends it on). */
export type CounsellorReplyListener = (conversation: ConversationRow, message: ChatMessage) => void;

export interface ChatService {
  /** Stores a message once per (sender, clientId): a retry gets the original back. */
  send(input: SendInput): Promise<{ message: ChatMessage; created: boolean }>;
  /**
   * Refuses a file of about `bytes` before its body is read: the sender's window of sends is
   * full (429), their files of the last 24 hours would pass their quota (429), or the site's
   * stored files would pass its quota (413).
   */
  admitFile(sender: AccountRow, bytes: number): Promise<void>;
  /** The team's configured first greeting, sent automatically when the conversation starts. */
  greet(conversation: ConversationRow, user: AccountRow): Promise<void>;
  /** The automatic closing message, when `counsellor` marks the conversation done (ADR 116). */
  sayGoodbye(conversation: ConversationRow, counsellor: AccountRow): Promise<void>;
  /** Marks the other side's messages read; returns how many changed. */
  markRead(conversation: ConversationRow, reader: AccountRow): Promise<number>;
  /** A message the system writes on the team's side (ADR 227: the WhatsApp safety answer). */
  sayAutomatically(conversation: ConversationRow, clientId: string, text: string): Promise<ChatMessage>;
  onCounsellorReply(listener: CounsellorReplyListener): void;
  /** A stored message changed (its WhatsApp status): open panes get it again and replace it by id. */
  announce(messageId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatService: ChatService;
  }
}

/** Sends per sender and minute; the counsellors answer many people, so theirs is higher. */
const sendLimit = (sender: AccountRow) => (isCounsellor(sender) ? 'chat:send:counsellor' : 'chat:send');

/** Thrown inside the transaction when a concurrent retry stored the message first. */
class AlreadySent extends Error {}

export interface ChatServiceOptions {
  chatGreeting: string | null;
  counsellorTeam: string;
  counsellorSignature: 'first-name' | 'team';
}

export default fp<ChatServiceOptions>(
  async (app, { chatGreeting, counsellorTeam, counsellorSignature }) => {
    const { db } = app;
    /** How a counsellor's message is signed for the user (COUNSELLOR_SIGNATURE). */
    const signatureOf = (counsellor: AccountRow) =>
      counsellorSignature === 'team' ? counsellorTeam : firstNameOf(counsellor.fullName) || counsellorTeam;

    const existing = async (sender: AccountRow, clientId: string, conversationId: number) => {
      const found = await app.chatRepository.findBySenderAndClientId(sender.id, clientId);
      if (found && found.conversationId !== conversationId) {
        throw conflict('CLIENT_ID_REUSED', chatMessages.clientIdConflict);
      }
      return found;
    };

    /** A message the system writes on the team's side: no sender, signed by the team. */
    const automatic = async (
      tx: Tx,
      conversation: ConversationRow,
      clientId: string,
      body: string,
    ): Promise<ChatMessage> => {
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId: null,
          senderRole: 'admin',
          clientId,
          type: 'text',
          body,
          automatic: true,
          senderName: counsellorTeam,
        })
        .returning();
      const message = presentMessage({ ...row!, file: null });
      await app.liveEvents.append(tx, {
        conversationId: conversation.id,
        userId: conversation.userId,
        type: 'message',
        data: { message },
      });
      return message;
    };
    const replyListeners: CounsellorReplyListener[] = [];

    const insert = async (input: SendInput, file: StoredChatFile | undefined): Promise<MessageWithFile> => {
      const { conversation, sender, clientId, content, crisis = false, wamid = null } = input;
      return db.transaction(async (tx) => {
        // Counted in the same transaction: a send that fails (or was a retry) spends nothing.
        await app.rateLimiter.enforce(sendLimit(sender), { userId: sender.id }, tx);
        if (file) await app.chatFileQuota.claim(tx, sender, file.size);
        const upload = file
          ? (
              await tx
                .insert(uploads)
                .values({
                  // The conversation's user owns every file in it: deleting them removes it.
                  userId: conversation.userId,
                  kind: 'chat',
                  path: file.path,
                  mime: file.mime,
                  size: file.size,
                  originalName: file.name,
                })
                .returning({ id: uploads.id })
            )[0]
          : undefined;
        const [row] = await tx
          .insert(messages)
          .values({
            conversationId: conversation.id,
            senderId: sender.id,
            senderRole: senderRoleOf(sender),
            clientId,
            type: file ? 'file' : 'text',
            body: content.kind === 'text' ? content.text : (content.caption ?? file!.name),
            uploadId: upload?.id ?? null,
            crisis,
            senderName: isCounsellor(sender) ? signatureOf(sender) : null,
            wamid,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new AlreadySent();
        await tx
          .update(conversations)
          .set({
            lastMessageAt: row.createdAt,
            // A user writing again reopens a resolved conversation.
            ...(isCounsellor(sender) ? {} : { status: 'open' as const }),
          })
          .where(eq(conversations.id, conversation.id));
        if (crisis) await app.chatRiskSignals.add(tx, conversation, { source: 'chat', crisis: true });
        await app.chatQueue.settle(tx, conversation.id, { handOut: !isCounsellor(sender) });
        const message: MessageWithFile = {
          ...row,
          file: file ? { path: file.path, originalName: file.name, size: file.size, mime: file.mime } : null,
        };
        await app.liveEvents.append(tx, {
          conversationId: conversation.id,
          userId: conversation.userId,
          type: 'message',
          data: { message: presentMessage(message) },
        });
        if (isCounsellor(sender)) await app.notifier.chatReply(tx, conversation.id, conversation.userId);
        // The inboxes that show it resolved hear that it is open again.
        if (!isCounsellor(sender) && conversation.status === 'resolved') {
          await app.liveEvents.append(tx, conversationChanged({ ...conversation, status: 'open' }));
        }
        return message;
      });
    };

    const service: ChatService = {
      async admitFile(sender, bytes) {
        await app.rateLimiter.ensureRoom(sendLimit(sender), { userId: sender.id });
        await app.chatFileQuota.assertRoom(sender, bytes);
        await app.uploadQuota.assertSiteRoom(bytes);
      },

      async send(input) {
        const { conversation, sender, clientId, content } = input;
        const earlier = await existing(sender, clientId, conversation.id);
        if (earlier) return { message: presentMessage(earlier), created: false };

        // Refused before any file work when the window is already full.
        await app.rateLimiter.ensureRoom(sendLimit(sender), { userId: sender.id });

        const file =
          content.kind === 'file' ? await app.chatFiles.store(content.stagedPath, content.name) : undefined;
        try {
          const message = presentMessage(await insert(input, file));
          if (isCounsellor(sender)) for (const listener of replyListeners) listener(conversation, message);
          return { message, created: true };
        } catch (error) {
          await app.fileStorage.remove(file?.path);
          if (!(error instanceof AlreadySent)) throw error;
          const original = await existing(sender, clientId, conversation.id);
          return { message: presentMessage(original!), created: false };
        }
      },

      // Not a counsellor's answer: no sender, no lastMessageAt, never ends the risk of a message.
      async greet(conversation, user) {
        if (chatGreeting === null) return;
        await db.transaction((tx) =>
          automatic(
            tx,
            conversation,
            `greeting-${conversation.id}`,
            greetingFor(chatGreeting, user.fullName),
          ),
        );
      },

      // Automatic too, so the risk it closes on stays the counsellors' to judge; the user hears of it.
      async sayGoodbye(conversation, counsellor) {
        await db.transaction(async (tx) => {
          const text = chatLabels.closing(signatureOf(counsellor));
          await automatic(tx, conversation, `closing-${conversation.id}-${randomUUID()}`, text);
          await app.notifier.chatReply(tx, conversation.id, conversation.userId);
        });
      },

      async sayAutomatically(conversation, clientId, text) {
        return db.transaction((tx) => automatic(tx, conversation, clientId, text));
      },

      onCounsellorReply(listener) {
        replyListeners.push(listener);
      },

      async announce(messageId) {
        const message = await app.chatRepository.findMessage(messageId);
        const conversation = message && (await app.chatRepository.findConversation(message.conversationId));
        if (!message || !conversation) return;
        await db.transaction((tx) =>
          app.liveEvents.append(tx, {
            conversationId: conversation.id,
            userId: conversation.userId,
            type: 'message',
            data: { message: presentMessage(message) },
          }),
        );
      },

      async markRead(conversation, reader) {
        const readerRole = senderRoleOf(reader);
        return db.transaction(async (tx) => {
          const changed = await tx
            .update(messages)
            .set({ isRead: true, readAt: sql`now()` })
            .where(
              and(
                eq(messages.conversationId, conversation.id),
                ne(messages.senderRole, readerRole),
                eq(messages.isRead, false),
              ),
            )
            .returning({ id: messages.id });
          if (readerRole === 'user') await app.notifier.chatRead(tx, reader.id);
          if (changed.length === 0) return 0;
          await app.liveEvents.append(tx, {
            conversationId: conversation.id,
            userId: conversation.userId,
            type: 'read',
            data: { conversationId: conversation.id, readerRole, messageIds: changed.map((r) => r.id) },
          });
          return changed.length;
        });
      },
    };
    app.decorate('chatService', service);
  },
  {
    name: 'chat-service',
    dependencies: [
      'db',
      'rate-limiter',
      'file-storage',
      'chat-files',
      'chat-file-quota',
      'upload-quota',
      'live-events',
      'chat-repository',
      'chat-queue',
      'chat-risk-signals',
      'notifier',
    ],
  },
);
