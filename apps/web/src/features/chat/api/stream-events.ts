import { chatMessageEventSchema, chatReadEventSchema } from '@sehat/core/chat/schemas';
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
  void queryClient.invalidateQueries({ queryKey: chatKeys.inbox() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversation() });
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
