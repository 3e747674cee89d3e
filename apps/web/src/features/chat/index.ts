/** What other features may use of the chat (ADR 242): the draft the forum's moderation hands over. */
export { chatDraftState } from './utils/chat-draft';
