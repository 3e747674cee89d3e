import type { ChatMessage } from '@sehat/core/chat/schemas';

export interface UrgentHelpState {
  /** Outside operating hours: no counsellor is on duty. */
  offDuty: boolean;
  /** The user wrote (or shared their result) and no counsellor has answered yet: in the queue. */
  queued: boolean;
}

type Message = Pick<ChatMessage, 'senderRole' | 'automatic'>;

/**
 * Why the chat shows the crisis numbers, or null: no counsellor is on duty (outside operating
 * hours), and/or the user is waiting for a first answer (they wrote, or shared their result,
 * and no counsellor has; the automatic greeting is nobody's answer). Nobody is "in the queue"
 * before they said anything, and nobody reads that no counsellor is on duty while one is
 * replying to them (`counsellorActive`).
 */
export function urgentHelpState({
  withinHours,
  messages,
  hasMore,
  shared,
  counsellorActive,
}: {
  withinHours: boolean;
  messages: readonly Message[] | undefined;
  hasMore: boolean;
  /** The user shared a result with the counsellors. */
  shared: boolean;
  counsellorActive: boolean;
}): UrgentHelpState | null {
  if (counsellorActive) return null;
  const answered = hasMore || messages?.some((m) => m.senderRole === 'admin' && !m.automatic);
  const started = hasMore || shared || messages?.some((m) => m.senderRole === 'user');
  const state = { offDuty: !withinHours, queued: messages !== undefined && Boolean(started) && !answered };
  return state.offDuty || state.queued ? state : null;
}

/** A counsellor who answered this recently is taken to be with the user now. */
const counsellorPresentMs = 10 * 60_000;

/** Whether a counsellor (not the automatic greeting) wrote within the last ten minutes. */
export function counsellorRepliedRecently(
  messages: readonly Pick<ChatMessage, 'senderRole' | 'automatic' | 'createdAt'>[] | undefined,
  now: Date,
): boolean {
  return (messages ?? []).some(
    (m) =>
      m.senderRole === 'admin' &&
      !m.automatic &&
      now.getTime() - new Date(m.createdAt).getTime() < counsellorPresentMs,
  );
}
