import type { ChatMessage } from '@sehat/core/chat/schemas';

export interface UrgentHelpState {
  /** Outside operating hours: no counsellor is on duty. */
  offDuty: boolean;
  /** No counsellor has answered yet: the user is in the queue. */
  queued: boolean;
}

/**
 * Why the chat shows the crisis numbers, or null: no counsellor is on duty (outside operating
 * hours), and/or none has answered yet (no counsellor message among all of the conversation's;
 * the automatic greeting is nobody's answer).
 */
export function urgentHelpState({
  withinHours,
  messages,
  hasMore,
}: {
  withinHours: boolean;
  messages: readonly Pick<ChatMessage, 'senderRole' | 'automatic'>[] | undefined;
  hasMore: boolean;
}): UrgentHelpState | null {
  const answered =
    hasMore || messages?.some((message) => message.senderRole === 'admin' && !message.automatic);
  const state = { offDuty: !withinHours, queued: messages !== undefined && !answered };
  return state.offDuty || state.queued ? state : null;
}
