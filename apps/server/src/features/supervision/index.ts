import fp from 'fastify-plugin';

/**
 * Supervision (issue 50): the live console over the counsellors' conversations. Its routes read
 * the chat's inbox; whispers and transfers act on a conversation and live with the chat.
 */
export default fp(async () => undefined, { name: 'supervision', dependencies: ['chat-inbox'] });
