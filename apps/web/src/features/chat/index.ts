/**
 * What other features may use of the chat (ADR 242, 247): the draft the forum's moderation
 * hands over, the way to open the chat and to start it with a result or a forum post shared
 * first.
 */
export { chatDraftState } from './utils/chat-draft';
export { openChat, watchChatRequests } from './utils/chat-launcher';
export { startCounsellorChat } from './utils/counsellor-chat';
