import type { ChatMessage, ChatReadEvent, MessagesPage, SenderRole } from '@sehat/core/chat/schemas';
import type { OutgoingContent, PendingMessage } from '../api/send-message';

/** What the web app keeps of one conversation: its loaded messages, oldest first. */
export type Thread = MessagesPage;

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;

/** Adds or replaces messages (the newer copy wins, e.g. for read state), keeping id order. */
export function upsertMessages(thread: Thread, incoming: readonly ChatMessage[]): Thread {
  if (incoming.length === 0) return thread;
  const merged = new Map(thread.messages.map((m) => [m.id, m]));
  for (const message of incoming) merged.set(message.id, message);
  return { ...thread, messages: [...merged.values()].sort(byId) };
}

/**
 * Combines the newest page from the server with what is already loaded. When the page does
 * not reach back to what we have (more than a page arrived meanwhile), the older messages
 * are dropped so the thread never has a hole in it.
 */
export function mergeLatestPage(current: Thread | undefined, latest: Thread): Thread {
  if (!current || current.messages.length === 0) return latest;
  const oldestLatest = latest.messages[0];
  const newestCurrent = current.messages[current.messages.length - 1]!;
  if (oldestLatest && latest.hasMore && oldestLatest.id > newestCurrent.id) return latest;
  const merged = upsertMessages(current, latest.messages);
  const reachesBack = !oldestLatest || current.messages[0]!.id < oldestLatest.id;
  return { messages: merged.messages, hasMore: reachesBack ? current.hasMore : latest.hasMore };
}

/** Puts an older page in front of the loaded messages. */
export function prependOlderPage(current: Thread, older: Thread): Thread {
  return { messages: upsertMessages(current, older.messages).messages, hasMore: older.hasMore };
}

/** Applies a read receipt: the listed messages of the other side are now read. */
export function applyReadReceipt(thread: Thread, receipt: ChatReadEvent): Thread {
  const ids = new Set(receipt.messageIds);
  let changed = false;
  const messages = thread.messages.map((message) => {
    if (!ids.has(message.id) || message.isRead) return message;
    changed = true;
    return { ...message, isRead: true };
  });
  return changed ? { ...thread, messages } : thread;
}

/** Marks every message of the other side read (after this viewer read them). */
export function markOthersRead(thread: Thread, readerRole: ChatMessage['senderRole']): Thread {
  const ids = thread.messages.filter((m) => m.senderRole !== readerRole && !m.isRead).map((m) => m.id);
  return applyReadReceipt(thread, { conversationId: 0, readerRole, messageIds: ids });
}

const sameContent = (message: ChatMessage, content: OutgoingContent) =>
  content.kind === 'text'
    ? message.type === 'text' && message.message === content.text.trim()
    : message.type === 'file' && message.file?.name === content.file.name;

/**
 * The sends not yet stored. The live stream can bring the stored copy before the send's own
 * answer does; from then on only the stored copy is shown. A stored message of the viewer's
 * side, newer than the send and with its content, is that send's copy (each copy counts once).
 */
export function stillInFlight(
  pending: readonly PendingMessage[],
  stored: readonly ChatMessage[],
  viewerRole: SenderRole,
): readonly PendingMessage[] {
  if (pending.length === 0) return pending;
  const claimed = new Set<number>();
  return pending.filter((item) => {
    const copy = stored.find(
      (message) =>
        message.senderRole === viewerRole &&
        message.id > item.after &&
        !claimed.has(message.id) &&
        sameContent(message, item.content),
    );
    if (copy) claimed.add(copy.id);
    return !copy;
  });
}
