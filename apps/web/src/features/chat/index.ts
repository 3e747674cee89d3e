/**
 * What other features may use of the chat (ADR 242, 247): the draft the forum's moderation
 * hands over, the way to open the chat and to start it with a result or a forum post shared
 * first.
 */
export { chatDraftState } from './utils/chat-draft';
export { openChat } from './utils/chat-launcher';
/** @internal Hearing requests to open the chat, for tests of the links that ask (education, forum). */
export { watchChatRequests } from './utils/chat-launcher';
export { startCounsellorChat } from './utils/counsellor-chat';
