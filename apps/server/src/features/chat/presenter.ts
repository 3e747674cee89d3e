import type { SharedResult } from '@sehat/core/chat/result-share';
import type { ChatMessage, Conversation } from '@sehat/core/chat/schemas';
import type { ChatMessageRow, ConversationRow } from '../../db/schema/index';
import { avatarUrl, type AccountRow } from '../../platform/accounts/user-presenter';

/** A message row with the upload it carries (null for text). */
export interface MessageWithFile extends ChatMessageRow {
  file: { path: string; originalName: string | null; size: number; mime: string } | null;
}

export interface ChatAdminRow {
  id: number;
  fullName: string;
  photoPath: string | null;
}

/** Files are served by the chat API (never /uploads), to the conversation's people only. */
export function chatFileUrl(messageId: number): string {
  return `/api/chat/files/${messageId}`;
}

/** The contract's `message`. */
export function presentMessage(row: MessageWithFile): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    senderRole: row.senderRole,
    message: row.body,
    type: row.type,
    file: row.file
      ? {
          url: chatFileUrl(row.id),
          name: row.file.originalName ?? row.body,
          size: row.file.size,
          mime: row.file.mime,
        }
      : null,
    automatic: row.automatic,
    senderName: row.senderName,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    delivery: row.delivery,
  };
}

/** Open and past its response target (ADR 192). */
export function isOverdue(row: Pick<ConversationRow, 'status' | 'firstResponseDueAt'>, now: Date): boolean {
  return row.status === 'open' && row.firstResponseDueAt !== null && row.firstResponseDueAt <= now;
}

export function presentConversation(
  row: ConversationRow,
  user: AccountRow,
  admin: ChatAdminRow,
  unreadCount: number,
  assignee: ChatAdminRow | undefined,
  sharedResult: SharedResult | null,
): Conversation {
  return {
    id: row.id,
    userId: row.userId,
    user: {
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      photoUrl: avatarUrl(user.photoPath),
    },
    admin: { id: admin.id, fullName: admin.fullName, photoUrl: avatarUrl(admin.photoPath) },
    unreadCount,
    historyDeletedAt: row.historyDeletedAt?.toISOString() ?? null,
    status: row.status,
    assignee: assignee ? { id: assignee.id, fullName: assignee.fullName } : null,
    sharedResult,
    risk: (row.riskSignalId ?? 0) > (row.riskHandledSignalId ?? 0),
    firstResponseDueAt: row.firstResponseDueAt?.toISOString() ?? null,
    overdue: isOverdue(row, new Date()),
    channel: row.channel,
  };
}
