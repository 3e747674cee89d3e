/**
 * A message handed to the inbox through the link's history state, for one user's conversation:
 * the moderator's 'Hubungi lewat chat' opens it with the forum post quoted (issue 32 item 7).
 * Never in the URL, so a post's words stay out of logs and history lists.
 */
export interface ChatDraftState {
  chatDraft: { userId: number; text: string };
}

export function chatDraftState(userId: number, text: string): ChatDraftState {
  return { chatDraft: { userId, text } };
}

/** The draft for `userId`'s conversation, if the page was opened with one for them. */
export function chatDraftFor(state: unknown, userId: number): string | undefined {
  if (typeof state !== 'object' || state === null || !('chatDraft' in state)) return undefined;
  const { chatDraft } = state as Partial<ChatDraftState>;
  return chatDraft?.userId === userId && typeof chatDraft.text === 'string' ? chatDraft.text : undefined;
}
