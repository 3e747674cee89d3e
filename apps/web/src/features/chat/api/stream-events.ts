import {
  chatHistoryDeletedSchema,
  chatMessageEventSchema,
  chatReadEventSchema,
  chatTypingEventSchema,
  type ChatHistoryDeleted,
} from '@sehat/core/chat/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { applyReadReceipt, upsertMessages, type Thread } from '../utils/merge-messages';
import { chatKeys } from './chat-keys';

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/** A `message` event: into its thread (if loaded); counts and the inbox list refresh. */
export function applyMessageEvent(queryClient: QueryClient, data: string): void {
  const parsed = chatMessageEventSchema.safeParse(parse(data));
  if (!parsed.success) return;
  const { message } = parsed.data;
  queryClient.setQueryData<Thread>(chatKeys.messages(message.conversationId), (thread) =>
    thread ? upsertMessages(thread, [message]) : thread,
  );
  // Their message arrived: they are no longer typing it.
  queryClient.setQueryData(chatKeys.typing(message.conversationId, message.senderRole), null);
  void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
}

/** A `typing` event: remember when that side last typed; the indicator fades by itself. */
export function applyTypingEvent(queryClient: QueryClient, data: string): void {
  const parsed = chatTypingEventSchema.safeParse(parse(data));
  if (!parsed.success) return;
  queryClient.setQueryData(chatKeys.typing(parsed.data.conversationId, parsed.data.role), Date.now());
}

/** A `read` event: the sender sees their messages marked read. */
export function applyReadEvent(queryClient: QueryClient, data: string): void {
  const parsed = chatReadEventSchema.safeParse(parse(data));
  if (!parsed.success) return;
  const receipt = parsed.data;
  queryClient.setQueryData<Thread>(chatKeys.messages(receipt.conversationId), (thread) =>
    thread ? applyReadReceipt(thread, receipt) : thread,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
}

/**
 * The user deleted their chat history (their own popup, or a stream event): the loaded
 * messages go at once, and the conversation is read again for its note.
 */
export function clearThread(queryClient: QueryClient, deleted: ChatHistoryDeleted): void {
  const empty: Thread = { messages: [], hasMore: false };
  queryClient.setQueryData<Thread>(chatKeys.messages(deleted.conversationId), empty);
  void queryClient.invalidateQueries({
    queryKey: chatKeys.all,
    predicate: (query) => query.queryKey[1] !== 'messages',
  });
}

/** A `history_deleted` event: open popups and the counsellors' inbox drop the messages. */
export function applyHistoryDeletedEvent(queryClient: QueryClient, data: string): void {
  const parsed = chatHistoryDeletedSchema.safeParse(parse(data));
  if (parsed.success) clearThread(queryClient, parsed.data);
}

/** A `conversation` event (admins only): someone resolved, reopened, took or handed one on. */
export function applyConversationEvent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
  void queryClient.invalidateQueries({
    queryKey: chatKeys.all,
    predicate: (query) => query.queryKey[1] === 'admin-conversation',
  });
}
