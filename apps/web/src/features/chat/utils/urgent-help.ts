import type { ChatMessage } from '@sehat/core/chat/schemas';

/**
 * Why the chat shows the crisis numbers, or null: no counsellor is on duty (outside operating
 * hours), or none has answered yet (no counsellor message among all of the conversation's).
 */
export function urgentHelpReason({
  withinHours,
  messages,
  hasMore,
}: {
  withinHours: boolean;
  messages: readonly Pick<ChatMessage, 'senderRole'>[] | undefined;
  hasMore: boolean;
}): 'offDuty' | 'waiting' | null {
  if (!withinHours) return 'offDuty';
  if (!messages) return null;
  const answered = hasMore || messages.some((message) => message.senderRole === 'admin');
  return answered ? null : 'waiting';
}
