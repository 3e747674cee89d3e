import type { InboxFilter } from '@sehat/core/chat/admin-schemas';

/** Query keys of the chat: mutations and stream events update or invalidate through these. */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: () => ['chat', 'conversation'] as const,
  messages: (conversationId: number) => ['chat', 'messages', conversationId] as const,
  inbox: () => ['chat', 'inbox'] as const,
  inboxList: (filter: InboxFilter, q: string) => ['chat', 'inbox', filter, q] as const,
};
