import type { InboxFilter } from '@sehat/core/chat/admin-schemas';
import type { SenderRole } from '@sehat/core/chat/schemas';

/** Query keys of the chat: mutations and stream events update or invalidate through these. */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: () => ['chat', 'conversation'] as const,
  messages: (conversationId: number) => ['chat', 'messages', conversationId] as const,
  inbox: () => ['chat', 'inbox'] as const,
  /** When that side of the conversation last signalled typing (live only, never fetched). */
  typing: (conversationId: number, role: SenderRole) => ['chat', 'typing', conversationId, role] as const,
  inboxList: (filter: InboxFilter, q: string) => ['chat', 'inbox', filter, q] as const,
  /** The team: names, presence and open conversations (admins only). */
  counsellors: () => ['chat', 'counsellors'] as const,
};
